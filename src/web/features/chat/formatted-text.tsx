import { Fragment } from 'react';

/**
 * Simple formatting for assistant replies, built as React elements (never HTML): paragraphs, "- " bullet
 * lines, and **bold** spans. Anything else is shown as typed.
 */
export function FormattedText({ text }: { text: string }) {
  const paragraphs = text.split(/\n{2,}/);
  return (
    <>
      {paragraphs.map((paragraph, p) => (
        <div key={p} className={p > 0 ? 'mt-2' : undefined}>
          {paragraph.split('\n').map((line, l) => {
            const isBullet = line.startsWith('- ');
            return (
              <div key={l} className={isBullet ? 'pl-3 -indent-3' : undefined}>
                {isBullet ? '• ' : null}
                {withBold(isBullet ? line.slice(2) : line)}
              </div>
            );
          })}
        </div>
      ))}
    </>
  );
}

function withBold(line: string) {
  return line
    .split(/(\*\*[^*]+\*\*)/g)
    .map((part, i) =>
      part.startsWith('**') && part.endsWith('**') && part.length > 4 ? (
        <strong key={i}>{part.slice(2, -2)}</strong>
      ) : (
        <Fragment key={i}>{part}</Fragment>
      ),
    );
}
