import { readFileSync } from "node:fs";
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { capture } from "./browser";
import { makeJpeg } from "./images";
import { browserSuite } from "./seed";

/** Drops a file on a drop zone as a browser does: dragenter, dragover, drop, with the file in the DataTransfer. */
async function dropFile(page: Page, zone: Locator, file: { name: string; type: string; bytes: Buffer }): Promise<void> {
  const transfer = await page.evaluateHandle(({ name, type, data }) => {
    const dt = new DataTransfer();
    dt.items.add(new File([Uint8Array.from(atob(data), (c) => c.charCodeAt(0))], name, { type }));
    return dt;
  }, { name: file.name, type: file.type, data: file.bytes.toString("base64") });
  for (const event of ["dragenter", "dragover", "drop"]) await zone.dispatchEvent(event, { dataTransfer: transfer });
}

describe("file pickers", () => {
  const suite = browserSuite();

  it("take a photo dropped on the zone, with the same checks as a chosen one, and are reachable by keyboard", async () => {
    const { w } = await suite.signedIn();
    const { page } = w;
    await w.goto("/drinks");
    const form = page.getByRole("form", { name: "Add a drink" });
    const zone = form.locator(".file-drop");

    // The native input is out of sight; its styled label is the button.
    const input = form.getByLabel("Photo of the drink");
    expect(await input.getAttribute("type")).toBe("file");
    const button = form.locator("label.file-button");
    expect(await button.innerText()).toBe("Choose a photo");
    const box = (await button.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(44);

    // Keyboard: Tab from the field before reaches the hidden input, and the button shows the focus ring.
    await form.getByLabel("Notes").focus();
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.type)).toBe("file");
    expect(await button.evaluate((el) => getComputedStyle(el).outlineStyle)).toBe("solid");

    const uploads: string[] = [];
    page.on("request", (req) => {
      if (new URL(req.url()).pathname === "/api/uploads") uploads.push(req.method());
    });
    await dropFile(page, zone, { name: "notes.txt", type: "text/plain", bytes: Buffer.from("just some text") });
    await expect.poll(() => form.getByRole("alert").innerText()).toContain("That file is not an image");
    expect(uploads).toEqual([]);

    const photo = await makeJpeg("dropped.jpg", "#0f766e");
    suite.removeLater(photo.cleanup);
    await dropFile(page, zone, { name: "dropped.jpg", type: "image/jpeg", bytes: readFileSync(photo.file) });
    await expect.poll(() => form.getByText("Photo uploaded.").isVisible()).toBe(true);
    expect(uploads).toEqual(["POST"]);
    expect(await button.innerText()).toBe("Choose another photo");
    await capture(page, "file-picker-dropped");

    await form.getByLabel("Name").fill("Dropped photo spritz");
    await form.getByRole("button", { name: "Add drink" }).click();
    await expect.poll(() => page.getByRole("img", { name: "Photo of Dropped photo spritz" }).count()).toBe(1);
    w.expectClean();
  });
});
