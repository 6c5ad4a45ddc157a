export function LandingPage() {
  return (
    <main>
      <h1>Clinician Workspace</h1>
      <a href="/app">Try Demo</a>
    </main>
  );
}
