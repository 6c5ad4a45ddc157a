import { PagePlaceholder } from '../../components/ui/page-placeholder';

export function SettingsScreen() {
  return <PagePlaceholder heading="Settings" description="Loading this screen's content is being built." />;
}
