/**
 * An email address that never breaks inside its name or its domain: where it must wrap, it wraps
 * after the "@" and nowhere else. Give it room to stay on one line; this is the last resort.
 */
export function EmailAddress({ address }: { address: string }) {
  const at = address.indexOf("@");
  if (at < 0) return <span className="whitespace-nowrap">{address}</span>;
  return (
    <>
      <span className="whitespace-nowrap">{address.slice(0, at + 1)}</span>
      <wbr />
      <span className="whitespace-nowrap">{address.slice(at + 1)}</span>
    </>
  );
}
