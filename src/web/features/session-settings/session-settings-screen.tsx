import { PagePlaceholder } from '../../components/ui/page-placeholder';

export function SessionSettingsScreen() {
  return (
    <PagePlaceholder heading="Session Settings" description="Loading this screen's content is being built." />
  );
}
