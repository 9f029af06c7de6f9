// A page shown at the width it is built for, scaled down to the studio's column: the preview pane's and
// the menu cards' previews.
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';

/** The preview at its real width (375 or 1280 pixels), scaled down to fit the column, as a browser would show it. */
export function ScaledFrame({ width, height = '70vh', children }: { width: number; height?: string; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const [available, setAvailable] = useState(width);
  // Measured before the first paint, then followed: a frame mounted in a narrower column is never drawn at
  // its full width first (which would scroll the column sideways for a frame).
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    setAvailable(element.clientWidth);
    const observer = new ResizeObserver(([entry]) => setAvailable(entry!.contentRect.width));
    observer.observe(element);
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
