import { NOTE_FIELDS, type NoteField } from '../../contract/workflow';
import { TextareaField } from './ui/field';

/** Why a signed note is amended: asked, not required. Each editor words its label its own way. */
export function AmendmentReasonField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <TextareaField label={label} rows={2} value={value} onChange={(event) => onChange(event.target.value)} />
  );
}

/**
 * The note's five fields and its template sections as labelled text areas, in a two-column grid. It holds no
 * state: each editor keeps the text its own way and saves it its own way.
 */
export function NoteFieldsEditor({
  fields,
  sections,
  onFieldChange,
  onSectionChange,
}: {
  fields: Readonly<Record<NoteField, string>>;
  sections: readonly { title: string; content: string }[];
  onFieldChange: (field: NoteField, value: string) => void;
  onSectionChange: (index: number, value: string) => void;
}) {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {NOTE_FIELDS.map(([field, title]) => (
        <TextareaField
          key={field}
          label={title}
          rows={4}
          value={fields[field]}
          onChange={(event) => onFieldChange(field, event.target.value)}
        />
      ))}
      {sections.map((section, index) => (
        <TextareaField
          key={`section-${index}`}
          label={section.title}
          rows={4}
          value={section.content}
          onChange={(event) => onSectionChange(index, event.target.value)}
        />
      ))}
    </div>
  );
}
