// A page shown at the width it is built for, scaled down to the studio's column: the preview pane's and
// the menu cards' previews.
import { useEffect, useRef, useState, type ReactNode } from 'react';

/** The preview at its real width (375 or 1280 pixels), scaled down to fit the column, as a browser would show it. */
export function ScaledFrame({ width, height = '70vh', children }: { width: number; height?: string; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const [available, setAvailable] = useState(width);
  useEffect(() => {
    const observer = new ResizeObserver(([entry]) => setAvailable(entry!.contentRect.width));
    if (box.current) observer.observe(box.current);
    return () => observer.disconnect();
  }, []);
  const scale = Math.min(1, available / width);
  return (
    <div ref={box} className="studio-frame-box">
      <div className="studio-frame" style={{ width: width * scale, height }}>
        <div style={{ width, height: `calc(${height} / ${scale})`, transform: `scale(${scale})`, transformOrigin: '0 0' }}>{children}</div>
      </div>
    </div>
  );
}
