/** A form's optional notes field, held to the 5,000 characters the API keeps. */
export function NotesField({ defaultValue }: { defaultValue: string }) {
  return (
    <label>
      <span>
        Notes <span className="hint">(optional)</span>
      </span>
      <textarea name="notes" rows={2} maxLength={5000} defaultValue={defaultValue} />
    </label>
  );
}
