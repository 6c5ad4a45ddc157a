import { isRouteErrorResponse, useRouteError } from 'react-router';

/** The router's fallback error screen: 'Unexpected Application Error!' then a status line or message (SPEC §2). */
export function RouteErrorScreen() {
  const error = useRouteError();
  console.error(error);
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error);
  return (
    <main className="mx-auto max-w-2xl p-8">
      <h2 className="text-2xl font-semibold">Unexpected Application Error!</h2>
      <h3 className="mt-2 font-mono text-slate-600 italic dark:text-slate-300">{detail}</h3>
    </main>
  );
}
