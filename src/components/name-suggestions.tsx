/**
 * One <datalist> of ingredient names for the page's recipe forms: the user's own
 * bottles first, then the kinds and brands the matcher knows.
 */
export function NameSuggestions({ id, shelf, vocabulary = [] }: { id: string; shelf: string[]; vocabulary?: readonly string[] }) {
  const seen = new Set<string>();
  const names = [...shelf, ...vocabulary].filter((name) => {
    const key = name.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return (
    <datalist id={id}>
      {names.map((name) => (
        <option key={name} value={name} />
      ))}
    </datalist>
  );
}
