/** The real upload progress (XMLHttpRequest upload events), announced to assistive technology. */
export function UploadProgress({ value, label }: { value: number; label: string }) {
  return (
    <div className="flex flex-col gap-1">
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        aria-valuetext={`${value}%`}
        className="h-2 w-full overflow-hidden rounded-full bg-zinc-800"
      >
        <div
          className="h-full rounded-full bg-amber-400 transition-[width] duration-150"
          style={{ width: `${value}%` }}
        />
      </div>
      <p className="text-xs text-zinc-300">Enviando... {value}%</p>
    </div>
  );
}
