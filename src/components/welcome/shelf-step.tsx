import Link from "next/link";
import { STARTER_KITS, starterShelfGroups } from "@/domain/starter-shelf";
import { StarterShelfForm } from "../bar/starter-shelf-form";

/** Step 1: tick what is at home (or a quick pick of a typical shelf); it goes on the bar as full bottles. */
export function ShelfStep({ onBar }: { onBar: readonly string[] }) {
  return (
    <section aria-labelledby="welcome-heading">
      <h1 id="welcome-heading">What do you have at home?</h1>
      <p className="welcome-lead">
        Tick the bottles and fresh things you have, or start from a quick pick. Barshelf then shows the cocktails you can make
        with them.
      </p>
      <StarterShelfForm
        className="welcome-shelf"
        groups={starterShelfGroups()}
        kits={STARTER_KITS}
        onBar={onBar}
        nextHref="/welcome?step=make"
        submitLabel="Add {count} and see what I can make"
        emptyLabel="Tick what you have"
      >
        {onBar.length > 0 && (
          <Link className="button secondary" href="/welcome?step=make">
            Keep my bar as it is
          </Link>
        )}
      </StarterShelfForm>
    </section>
  );
}
