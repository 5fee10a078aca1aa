/** A time range such as "9:00–17:00" (hyphen or dash, spaces allowed around it). */
const timeRange = /(\d{1,2}:\d{2}\s*[–-]\s*\d{1,2}:\d{2})/;

export type KeepTimesTogetherProps = { text: string };

/**
 * A translated text whose time ranges never break across lines: the line break after the dash
 * is taken away in the markup, so translators write plain text.
 */
export function KeepTimesTogether({ text }: KeepTimesTogetherProps) {
  return text.split(timeRange).map((part, index) =>
    index % 2 === 1 ? (
      <span key={index} className="nowrap">
        {part}
      </span>
    ) : (
      part
    ),
  );
}
