import Link from "next/link";
import type { WelcomeAnswer, WelcomeStep } from "@/server/recipes/welcome";
import { MakeStep } from "./make-step";
import { NextStep } from "./next-step";
import { ShelfStep } from "./shelf-step";
import "./welcome.css";

const STEPS: { step: WelcomeStep; label: string }[] = [
  { step: "shelf", label: "What you have" },
  { step: "make", label: "What you can make" },
  { step: "next", label: "What next" },
];

/** The three steps of the welcome path, one screen each, with the way out always in sight. */
export function WelcomePath({ answer }: { answer: WelcomeAnswer }) {
  const current = STEPS.findIndex((s) => s.step === answer.step);
  return (
    <div className="welcome">
      <div className="welcome-top">
        <ol className="welcome-steps" aria-label={`Getting started, step ${current + 1} of ${STEPS.length}`}>
          {STEPS.map((s, i) => (
            <li key={s.step} aria-current={i === current ? "step" : undefined} className={i < current ? "done" : undefined}>
              <span className="welcome-step-number" aria-hidden="true">
                {i + 1}
              </span>
              <span className="welcome-step-label">{s.label}</span>
            </li>
          ))}
        </ol>
        {answer.step !== "next" && (
          <Link className="button ghost welcome-skip" href="/recipes">
            Skip for now
          </Link>
        )}
      </div>
      {answer.step === "shelf" && <ShelfStep onBar={answer.onBar} />}
      {answer.step === "make" && <MakeStep {...answer} />}
      {answer.step === "next" && <NextStep {...answer} />}
    </div>
  );
}
