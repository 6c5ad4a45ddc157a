/** "Dr. Jane Smith": the name a clinician signs with and reports carry. */
export function clinicianDisplayName(clinician: {
  title: string;
  firstName: string;
  lastName: string;
}): string {
  return [clinician.title, clinician.firstName, clinician.lastName]
    .map((part) => part.trim())
    .filter((part) => part.length > 0)
    .join(' ');
}
