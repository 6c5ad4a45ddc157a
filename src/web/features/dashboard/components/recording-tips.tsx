/** Practical advice for a usable, lawful session recording, shown from the Add Intake Session dialog. */
const RECORDING_TIPS: { title: string; body: string }[] = [
  {
    title: 'Ask for consent first',
    body: 'Tell the client you would like to record, why, and who can see the recording and notes. Note their consent, follow your local consent law, and offer to pause or stop at any time.',
  },
  {
    title: 'Use a quiet room and place the microphone well',
    body: 'Close doors and windows and silence phones and fans. Put the device between you and the client, about an arm’s length from each of you, away from keyboards and rustling paper.',
  },
  {
    title: 'Telehealth: capture the call audio',
    body: 'Run the video call in this browser and, when asked what to share, pick the call’s tab with “Share tab audio” switched on, so the client’s voice is recorded. Wear headphones to stop echo.',
  },
  {
    title: 'Say who is speaking',
    body: 'Open by naming everyone present and their role (“I am Dr. Lee, here with Sarah”). In family or group sessions, introduce each person so the transcript can tell voices apart.',
  },
  {
    title: 'Check the live transcript',
    body: 'Glance at the transcript in the first minute. If words from either side are missing, move the microphone closer or pick another input device before going on.',
  },
  {
    title: 'Keep sessions between 5 and 130 minutes',
    body: 'Shorter recordings rarely hold enough for a useful note; for a longer session, stop and start a new recording so nothing is lost.',
  },
  {
    title: 'Protect the recording',
    body: 'Record only on a device you control, lock the screen when you step away, and avoid rooms where others can overhear. Transcripts and notes are stored encrypted in your workspace; never forward them by email or chat.',
  },
];

export function RecordingTips({ id, hidden }: { id: string; hidden: boolean }) {
  return (
    <section
      id={id}
      hidden={hidden}
      aria-labelledby={`${id}-heading`}
      className="mt-3 rounded-md border border-slate-200 bg-slate-50 p-4 dark:border-slate-700 dark:bg-slate-950"
    >
      <h3 id={`${id}-heading`} className="text-sm font-semibold">
        Recording tips
      </h3>
      <ol className="mt-2 list-decimal space-y-2 pl-5 text-sm text-slate-700 dark:text-slate-300">
        {RECORDING_TIPS.map((tip) => (
          <li key={tip.title}>
            <span className="font-medium text-slate-900 dark:text-slate-100">{tip.title}.</span> {tip.body}
          </li>
        ))}
      </ol>
    </section>
  );
}
