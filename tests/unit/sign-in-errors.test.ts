import { describe, expect, it } from "vitest";
import { signInErrorSentence } from "@/domain/sign-in";

describe("the sign-in page's sentence for a failed single sign-on", () => {
  it("says nothing without a code", () => {
    expect(signInErrorSentence(null, "Authelia")).toBeNull();
    expect(signInErrorSentence("", "Authelia")).toBeNull();
  });

  it("names the provider and says what happened for the failures a person can act on", () => {
    expect(signInErrorSentence("account_not_linked", "Authelia")).toMatch(/Authelia has not confirmed that the address is yours.*Sign in with your password/);
    expect(signInErrorSentence("signup_disabled", "Keycloak")).toMatch(/no Barshelf account for you.*through Keycloak/);
    expect(signInErrorSentence("email_not_found", "Authentik")).toMatch(/Authentik did not tell Barshelf your e-mail address/);
    expect(signInErrorSentence("access_denied", "Authentik")).toMatch(/cancelled or refused/);
  });

  it("treats every state problem alike: start again", () => {
    for (const code of ["state_not_found", "state_mismatch", "state_security_mismatch", "state_invalid"]) {
      expect(signInErrorSentence(code, "Authelia")).toMatch(/could not be matched to one started in this browser/);
    }
  });

  it("answers a code it does not know with a sentence, never the code itself", () => {
    const sentence = signInErrorSentence("<script>weird_code</script>", "Authelia")!;
    expect(sentence).toMatch(/^Signing in with Authelia did not work\./);
    expect(sentence).not.toContain("weird_code");
  });
});
