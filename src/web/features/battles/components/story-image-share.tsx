import { useEffect, useId, useState } from 'react';
import type { NativeShareData, SharedFighter } from '#domain/pages/share.ts';
import { storyImagePath } from '#domain/pages/share-meta.ts';
import { Download, Share2 } from '#web/components/icons/icons.ts';
import { Button, buttonClass } from '#web/components/ui/button.tsx';
import { toast } from '#web/lib/toast.ts';
import { canShareFile, isAbortError } from './native-share.ts';

export interface StoryImageShareProps {
  origin: string;
  slugOrId: string;
  fighter?: SharedFighter | undefined;
  /** The text and link that go with the image where the app takes a caption (WhatsApp). */
  share: NativeShareData;
}

/**
 * 'Imagem para Stories': the 1080x1920 image of the battle or fighter (server og/story.ts), to
 * download, or on a phone that can hand files to other apps, to share straight to Instagram or
 * WhatsApp. The image is fetched only on such a phone (to have the file ready for the tap: a
 * share must start within the tap's short user activation) and then shown as a preview.
 */
export function StoryImageShare({ origin, slugOrId, fighter, share }: StoryImageShareProps) {
  const url = `${origin}${storyImagePath(slugOrId, fighter?.username)}`;
  const fileName = `yod-arena-${slugOrId}${fighter ? `-${fighter.username}` : ''}-stories.png`;
  const titleId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(() => {
    if (typeof navigator.canShare !== 'function') return;
    let cancelled = false;
    let objectUrl: string | null = null;
    fetch(url)
      .then((res) => (res.ok ? res.blob() : Promise.reject(new Error(String(res.status)))))
      .then((blob) => {
        const image = new File([blob], fileName, { type: 'image/png' });
        if (cancelled || !canShareFile(image)) return;
        objectUrl = URL.createObjectURL(blob);
        setFile(image);
        setPreview(objectUrl);
      })
      // Not ready (busy server, offline): the download link stays.
      .catch(() => undefined);
    return () => {
      cancelled = true;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url, fileName]);

  const onShare = async () => {
    if (!file) return;
    try {
      await navigator.share({ files: [file], title: share.title, text: `${share.text} ${share.url}` });
    } catch (err) {
      if (!isAbortError(err)) toast.error('Não foi possível compartilhar a imagem. Use "Baixar imagem".');
    }
  };

  return (
    <section className="flex flex-col gap-2" aria-labelledby={titleId} data-testid="story-image">
      <h3 id={titleId} className="text-sm font-semibold text-zinc-100">
        Imagem para Stories
      </h3>
      <div className="flex items-center gap-3">
        {preview ? (
          <img
            src={preview}
            alt=""
            width={54}
            height={96}
            className="h-24 w-[54px] shrink-0 rounded-md border border-zinc-700 object-cover"
          />
        ) : null}
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <p className="text-sm text-zinc-300">Uma imagem em pé para o Instagram e o status do WhatsApp.</p>
          <div className="flex flex-col gap-2 sm:flex-row">
            {file ? (
              <Button
                size="sm"
                className="whitespace-nowrap"
                onClick={() => void onShare()}
                data-testid="story-share"
              >
                <Share2 className="size-4" aria-hidden="true" />
                Compartilhar imagem
              </Button>
            ) : null}
            <a
              href={url}
              download={fileName}
              className={buttonClass('secondary', 'sm', 'whitespace-nowrap')}
              data-testid="story-download"
            >
              <Download className="size-4" aria-hidden="true" />
              Baixar imagem
            </a>
          </div>
        </div>
      </div>
    </section>
  );
}
