import { GlassWater, ListChecks, Lock, Martini, ScanText, ShoppingBasket } from "lucide-react";
import Link from "next/link";
import { CATALOGUE } from "@/domain/catalogue";
import { AppSketch } from "./app-sketch";
import "./welcome.css";

/** "Over 200": the catalogue's size rounded down, so the sentence stays true as it changes. */
const CLASSICS = `over ${Math.floor(CATALOGUE.length / 50) * 50}`;

const FEATURES = [
  { icon: GlassWater, text: <><strong>Your shelf:</strong> every bottle and how much is left in it.</> },
  { icon: ListChecks, text: <><strong>Make now:</strong> what your shelf makes tonight, from your recipes and {CLASSICS} classics.</> },
  { icon: ShoppingBasket, text: <><strong>Buy next:</strong> the bottle that opens up the most new drinks.</> },
  { icon: Martini, text: <><strong>At the station:</strong> the recipe for the glasses you pour, and which bottle to pour from.</> },
  { icon: ScanText, text: <><strong>Menus:</strong> photograph a bar&rsquo;s menu and keep the drinks you liked.</> },
];

/** The public front page: what Barshelf does for a home bartender, a picture of it, and the way in. */
export function Landing() {
  return (
    <main className="landing">
      <div className="landing-text">
        <p className="landing-brand">
          <span className="brand-mark" aria-hidden="true" />
          Barshelf
        </p>
        <h1>Know what you can make tonight.</h1>
        <p className="landing-lead">Barshelf keeps track of the bottles at home and turns them into cocktails you can make.</p>
        <ul className="landing-features">
          {FEATURES.map(({ icon: Icon, text }, i) => (
            <li key={i}>
              <Icon aria-hidden="true" size={20} strokeWidth={2} />
              <span>{text}</span>
            </li>
          ))}
        </ul>
        <div className="landing-actions">
          <Link className="button" href="/signup">
            Sign up
          </Link>
          <Link className="button secondary" href="/login">
            Sign in
          </Link>
        </div>
        <p className="landing-private small">
          <Lock aria-hidden="true" size={16} />
          <span>Private and self-hosted: it runs on your own server, and what you add is yours alone.</span>
        </p>
      </div>
      <figure className="landing-picture">
        <AppSketch />
      </figure>
    </main>
  );
}
