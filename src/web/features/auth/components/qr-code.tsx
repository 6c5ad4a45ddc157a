import { create } from 'qrcode';
import { useMemo } from 'react';

const QUIET_ZONE = 4;

/**
 * A QR code drawn in the page from `text`: nothing is sent anywhere to render it, which matters because the
 * text is a two-factor secret.
 */
export function QrCode({ text, label, size = 192 }: { text: string; label: string; size?: number }) {
  const { path, dimension } = useMemo(() => {
    const { modules } = create(text, { errorCorrectionLevel: 'M' });
    const parts: string[] = [];
    for (let row = 0; row < modules.size; row++) {
      for (let col = 0; col < modules.size; col++) {
        if (modules.get(row, col)) parts.push(`M${col + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`);
      }
    }
    return { path: parts.join(''), dimension: modules.size + 2 * QUIET_ZONE };
  }, [text]);

  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${dimension} ${dimension}`}
      shapeRendering="crispEdges"
      className="rounded-md bg-white"
    >
      <rect width={dimension} height={dimension} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
