import { PagePlaceholder } from '../../components/ui/page-placeholder';

export function SessionRecordingScreen() {
  return (
    <PagePlaceholder
      heading="Session Recording"
      description="Loading this screen's content is being built."
    />
  );
}
