import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, useRef } from 'react';
import styles from './company.module.css';

export interface LeafletMapProps {
  lat: number;
  lng: number;
  tilesUrl: string;
  attribution: string;
  /** the map's accessible name ('Mapa: Dlouhá 12, Praha') */
  label: string;
}

/** Leaflet attributions are HTML: the operator's text is shown as text. */
const asText = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The profile's map (its own chunk: Leaflet loads only on a profile with coordinates and a tile server).
 * The container is focusable and moves with the arrow keys (Leaflet's keyboard handler); the wheel does not
 * zoom, so the page scrolls past it. The business is a circle, drawn without marker images.
 */
export default function LeafletMap({ lat, lng, tilesUrl, attribution, label }: LeafletMapProps) {
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!container.current) return;
    const map = L.map(container.current, { center: [lat, lng], zoom: 16, scrollWheelZoom: false, keyboard: true });
    L.tileLayer(tilesUrl, { attribution: asText(attribution), maxZoom: 19 }).addTo(map);
    L.circleMarker([lat, lng], { radius: 9, color: '#ffffff', weight: 3, fillColor: '#e11d48', fillOpacity: 1 }).addTo(map);
    return () => {
      map.remove();
    };
  }, [lat, lng, tilesUrl, attribution]);
  return <div ref={container} className={styles.map} role="region" aria-label={label} data-testid="company-map-canvas" />;
}
