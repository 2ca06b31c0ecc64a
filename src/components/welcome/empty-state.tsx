import Link from "next/link";
import "./welcome.css";

interface EmptyStateProps {
  heading: string;
  children: React.ReactNode;
  /** the welcome step that fills this page fastest */
  href: "/welcome" | "/welcome?step=make";
  action: string;
  /** a second, quieter way on */
  more?: { href: string; label: string };
}

/** An empty page's friendly sentence, and the button into the welcome path that fills it. */
export function EmptyState({ heading, children, href, action, more }: EmptyStateProps) {
  return (
    <div className="empty section">
      <h2>{heading}</h2>
      <p>{children}</p>
      <div className="empty-actions">
        <Link className="button" href={href}>
          {action}
        </Link>
        {more && (
          <Link className="button secondary" href={more.href}>
            {more.label}
          </Link>
        )}
      </div>
    </div>
  );
}
