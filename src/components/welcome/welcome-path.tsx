import Link from "next/link";
import { useTranslations } from "next-intl";
import type { WelcomeAnswer, WelcomeStep } from "@/server/recipes/welcome";
import { MakeStep } from "./make-step";
import { NextStep } from "./next-step";
import { ShelfStep } from "./shelf-step";
import "./welcome.css";

const STEPS: readonly WelcomeStep[] = ["shelf", "make", "next"];

/** The three steps of the welcome path, one screen each, with the way out always in sight. */
export function WelcomePath({ answer }: { answer: WelcomeAnswer }) {
  const t = useTranslations("welcome");
  const current = STEPS.indexOf(answer.step);
  return (
    <div className="welcome">
      <div className="welcome-top">
        <ol className="welcome-steps" aria-label={t("stepsLabel", { step: current + 1, steps: STEPS.length })}>
          {STEPS.map((s, i) => (
            <li key={s} aria-current={i === current ? "step" : undefined} className={i < current ? "done" : undefined}>
              <span className="welcome-step-number" aria-hidden="true">
                {i + 1}
              </span>
              <span className="welcome-step-label">{t(`steps.${s}`)}</span>
            </li>
          ))}
        </ol>
        {answer.step !== "next" && (
          <Link className="button ghost welcome-skip" href="/recipes">
            {t("skip")}
          </Link>
        )}
      </div>
      {answer.step === "shelf" && <ShelfStep onBar={answer.onBar} />}
      {answer.step === "make" && <MakeStep {...answer} />}
      {answer.step === "next" && <NextStep {...answer} />}
    </div>
  );
}
