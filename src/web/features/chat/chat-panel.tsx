export function ChatPanel() {
  return null;
}
