/** A list of plain links, each named by its label. */
export function LinkList({
  links,
  className,
  label,
}: {
  links: readonly { href: string; label: string }[];
  className: string;
  /** The list's accessible name, when it has one of its own. */
  label?: string;
}) {
  return (
    <ul className={className} aria-label={label}>
      {links.map((link) => (
        <li key={link.href}>
          <a href={link.href}>{link.label}</a>
        </li>
      ))}
    </ul>
  );
}
