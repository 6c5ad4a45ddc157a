/** SPEC §2 '/test': a plain page with no app frame, useful to check that the server and bundle answer. */
export function TestPage() {
  return (
    <main className="p-8">
      <h1 className="text-2xl font-semibold">Test page</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-300">The web app is running.</p>
    </main>
  );
}
