import { describe, expect, it } from "vitest";
import { signInFailureOf } from "@/domain/sign-in";
import en from "../../messages/en.json";

describe("the sign-in page's reading of a failed single sign-on", () => {
  it("says nothing without a code", () => {
    expect(signInFailureOf(null)).toBeNull();
    expect(signInFailureOf("")).toBeNull();
  });

  it("tells apart the failures a person can act on", () => {
    expect(signInFailureOf("account_not_linked")).toBe("notLinked");
    expect(signInFailureOf("signup_disabled")).toBe("signupDisabled");
    expect(signInFailureOf("email_not_found")).toBe("emailMissing");
    expect(signInFailureOf("access_denied")).toBe("denied");
    expect(signInFailureOf("invalid_code")).toBe("unchecked");
    expect(signInFailureOf("issuer_mismatch")).toBe("unchecked");
  });

  it("treats every state problem alike: start again", () => {
    for (const code of ["state_not_found", "state_mismatch", "state_security_mismatch", "state_invalid"]) expect(signInFailureOf(code)).toBe("state");
  });

  it("answers a code it does not know with the general sentence, never the code itself", () => {
    expect(signInFailureOf("<script>weird_code</script>")).toBe("other");
  });

  it("has an English sentence naming the provider for every failure", () => {
    const failures = ["notLinked", "signupDisabled", "emailMissing", "denied", "linkedElsewhere", "state", "unchecked", "other"] as const;
    expect(Object.keys(en.singleSignOn.errors).sort()).toEqual([...failures].sort());
    for (const f of failures.filter((f) => f !== "state")) expect(en.singleSignOn.errors[f]).toContain("{provider}");
  });
});
