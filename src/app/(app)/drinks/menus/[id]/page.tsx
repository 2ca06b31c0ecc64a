import { getFormatter, getTranslations } from "next-intl/server";
import { ArrowLeft } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { formatDateWith } from "@/components/ui/format";
import { MenuReader } from "@/components/menus/menu-reader";
import { PrivateImage } from "@/components/photos/private-image";
import { CATALOGUE } from "@/domain/catalogue";
import { requirePageUser } from "@/server/auth/better-auth";
import { imageUrlForKey } from "@/server/db/image-urls";
import { getUploadByIdForUser } from "@/server/db/uploads";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("menus.page"))("title") };
}

/** Catalogue titles by id, for the page to name the recipe a matched drink brings. */
const catalogueTitles: Record<string, string> = Object.fromEntries(CATALOGUE.map((c) => [c.catalogueId, c.title]));

export default async function MenuPage({ params }: { params: Promise<{ id: string }> }) {
  const user = await requirePageUser();
  const { id } = await params;
  const menu = await getUploadByIdForUser({ userId: user.id, id, kind: "menu" });
  if (!menu) notFound();
  const photo = { width: menu.width, height: menu.height, sizes: menu.sizes, thumbhash: menu.thumbhash };
  const uploaded = formatDateWith(await getFormatter(), menu.createdAt);
  const t = await getTranslations("menus.page");
  return (
    <>
      <Link href="/drinks" className="back-link">
        <ArrowLeft aria-hidden="true" focusable="false" />
        {t("allDrinks")}
      </Link>
      <div className="page-head">
        <div>
          <h1>{t("heading", { date: uploaded })}</h1>
          <p className="muted">{t("lead")}</p>
        </div>
      </div>
      <div className="menu-page">
        <PrivateImage
          src={imageUrlForKey(menu.key)}
          alt={t("scanAlt", { date: uploaded })}
          width={600}
          height={800}
          photo={photo}
          sizes="(min-width: 761px) 420px, 100vw"
          loading="eager"
          className="menu-scan"
        />
        <MenuReader uploadId={menu.id} catalogueTitles={catalogueTitles} />
      </div>
    </>
  );
}
