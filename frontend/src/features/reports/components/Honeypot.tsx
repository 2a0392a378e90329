/**
 * The spam trap: a field people never see or reach (off screen, aria-hidden, out of the tab
 * order, no autofill). Bots fill every field; the server then answers as usual and keeps nothing.
 */
export function Honeypot({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <div
      aria-hidden="true"
      style={{ position: 'absolute', left: '-10000px', top: 'auto', width: 1, height: 1, overflow: 'hidden' }}
    >
      <label htmlFor="company_url">Company website (leave empty)</label>
      <input
        id="company_url"
        name="company_url"
        type="text"
        tabIndex={-1}
        autoComplete="off"
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
      />
    </div>
  );
}
