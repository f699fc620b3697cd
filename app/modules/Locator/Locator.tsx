import {type ReactNode, useState} from 'react';
import {Form, useNavigate} from 'react-router';
import type {Document} from '@contentful/rich-text-types';
import {RichText} from '~/components/RichText/RichText';
import {projectPoints} from '~/modules/Locator/locationSearch';
import {button} from '~/styles/button';
import * as shared from '../shared/shared.css';
import type {LocatorData, LocatorPlace} from '../types';
import * as styles from './Locator.css';

const MAP_WIDTH = 480;
const MAP_HEIGHT = 320;

/** A map drawn by the project (no tiles): the places of one country as numbered pins on a plain plot. */
function PlaceMap({
  label,
  places,
  origin,
  radius,
}: {
  label: string;
  places: ReadonlyArray<{place: LocatorPlace; number: number}>;
  origin?: {lat: number; lon: number} | null;
  radius?: number | null;
}) {
  const located = places.filter((entry) => entry.place.coordinates);
  if (!located.length) return null;
  // The search centre and its radius are plotted too, so the pins read as near or far from it.
  const degrees = origin && radius ? radius / 69 : 0;
  const extent =
    origin && degrees
      ? [
          {lat: origin.lat + degrees, lon: origin.lon},
          {lat: origin.lat - degrees, lon: origin.lon},
        ]
      : [];
  const all = projectPoints(
    [...located.map((entry) => entry.place.coordinates ?? {lat: 0, lon: 0}), ...(origin ? [origin] : []), ...extent],
    MAP_WIDTH,
    MAP_HEIGHT,
  );
  const points = all.slice(0, located.length);
  const centre = origin ? all[located.length] : undefined;
  const north = extent.length ? all[located.length + 1] : undefined;
  const ring = centre && north ? Math.abs(centre.y - north.y) : 16;
  return (
    <figure>
      <svg
        className={styles.map}
        viewBox={`0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`}
        role="img"
        aria-label={`Map of ${located.length} ${located.length === 1 ? 'location' : 'locations'} in the ${label}`}
      >
        {[1, 2, 3].map((line) => (
          <line
            key={line}
            x1="0"
            x2={MAP_WIDTH}
            y1={(MAP_HEIGHT / 4) * line}
            y2={(MAP_HEIGHT / 4) * line}
            className={styles.mapLine}
            strokeWidth="1"
          />
        ))}
        {centre ? (
          <g>
            <title>{`Search centre and ${radius ?? ''} mile radius`}</title>
            <circle
              cx={centre.x}
              cy={centre.y}
              r={ring}
              className={styles.searchRing}
              fill="rgba(6, 52, 72, 0.06)"
              strokeWidth="1.5"
              strokeDasharray="4 3"
            />
            <circle cx={centre.x} cy={centre.y} r="4" className={styles.searchCentre} />
          </g>
        ) : null}
        {/* Drawn last to first, so where pins overlap the nearest one is on top. */}
        {located
          .map((entry, index) => ({entry, point: points[index]}))
          .reverse()
          .map(({entry, point}) => {
            if (!point) return null;
            return (
              <g key={entry.place.sys.id}>
                <title>{`${entry.number}. ${entry.place.name}, ${entry.place.city}`}</title>
                <circle
                  cx={point.x}
                  cy={point.y}
                  r="11"
                  className={entry.place.kind === 'hotel' ? `${styles.pin} ${styles.hotelPin}` : styles.pin}
                  strokeWidth="2"
                />
                <text
                  x={point.x}
                  y={point.y + 4}
                  textAnchor="middle"
                  fontSize="11"
                  fontWeight="700"
                  className={styles.pinNumber}
                >
                  {entry.number}
                </text>
              </g>
            );
          })}
      </svg>
      <figcaption className={styles.mapCaption}>
        {label}
        <span className={styles.legend}>
          <span className={styles.legendStore} aria-hidden="true" /> Store{' '}
          <span className={styles.legendHotel} aria-hidden="true" /> Hotel
        </span>
      </figcaption>
    </figure>
  );
}

function address(place: LocatorPlace) {
  return [
    place.addressLine1,
    place.addressLine2,
    `${place.city}${place.state ? `, ${place.state}` : ''} ${place.zip}`,
    place.country,
  ]
    .filter(Boolean)
    .join(', ');
}

/** 'Near me': the browser's position, then the same search by ?lat&lon (the server checks the numbers). */
/** A place's phone number (a tel: link) and its own link (a website, a booking page), either one optional. */
function Contacts({phone, link, children}: {phone?: string | null; link?: string | null; children: ReactNode}) {
  return (
    <p>
      {phone ? (
        <a className={shared.textLink} href={`tel:${phone.replace(/[^\d+]/g, '')}`}>
          {phone}
        </a>
      ) : null}
      {link ? (
        <>
          {phone ? ' · ' : ''}
          <a className={shared.textLink} href={link} target="_blank" rel="noopener noreferrer">
            {children}
          </a>
        </>
      ) : null}
    </p>
  );
}

function NearMe({radius}: {radius: string}) {
  const navigate = useNavigate();
  const [message, setMessage] = useState<string | null>(null);
  const locate = () => {
    if (!navigator.geolocation) {
      setMessage('Your browser cannot share your location. Search by place instead.');
      return;
    }
    setMessage('Finding your location…');
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setMessage(null);
        const params = new URLSearchParams({
          lat: position.coords.latitude.toFixed(4),
          lon: position.coords.longitude.toFixed(4),
        });
        if (radius) params.set('radius', radius);
        void navigate(`?${params.toString()}`, {preventScrollReset: true});
      },
      () => setMessage('We could not get your location. Allow location access, or search by place.'),
      {timeout: 10_000},
    );
  };
  return (
    <>
      <button type="button" className={button({variant: 'SECONDARY_OUTLINE'})} onClick={locate}>
        Near me
      </button>
      {message ? (
        <p role="status" className={`${styles.meta} ${styles.fullRow}`}>
          {message}
        </p>
      ) : null}
    </>
  );
}

/**
 * The store and hotel locator (rules:content-fields): search by town, ZIP code or
 * postcode, or 'near me'; results within the radius (miles), nearest first,
 * listed with their details and pinned on a map drawn by the project. The
 * search is a GET form the server answers, so it works without JavaScript.
 */
export function Locator({
  data,
  placeholder,
  headingId,
}: {
  data: LocatorData;
  placeholder?: string | null;
  headingId: string;
}) {
  const {outcome, defaultRadius, query} = data;
  const results =
    outcome.kind === 'error' ? [] : outcome.results.map((result, index) => ({...result, number: index + 1}));
  const byCountry = (country: string) => results.filter((result) => result.place.country === country);
  return (
    <div data-testid="locator">
      <Form method="get" className={styles.form} preventScrollReset role="search" aria-labelledby={headingId}>
        <div className={styles.field}>
          <label htmlFor={`${headingId}-q`} className={shared.label}>
            Town, city, ZIP code or postcode
          </label>
          <input
            id={`${headingId}-q`}
            name="q"
            type="search"
            defaultValue={query.q}
            placeholder={placeholder ?? ''}
            className={shared.input}
          />
        </div>
        <div className={styles.radius}>
          <label htmlFor={`${headingId}-radius`} className={shared.label}>
            Within (miles)
          </label>
          <input
            id={`${headingId}-radius`}
            name="radius"
            inputMode="decimal"
            defaultValue={query.radius || String(defaultRadius)}
            className={shared.input}
            aria-invalid={outcome.kind === 'error' ? true : undefined}
            aria-describedby={outcome.kind === 'error' ? `${headingId}-error` : undefined}
          />
        </div>
        <button type="submit" className={button({variant: 'PRIMARY'})}>
          Search
        </button>
        <NearMe radius={query.radius} />
      </Form>
      {outcome.kind === 'error' ? (
        <p id={`${headingId}-error`} role="alert" className={`${shared.error} ${styles.status}`}>
          {outcome.message}
        </p>
      ) : (
        <p role="status" className={styles.status}>
          {outcome.kind === 'all'
            ? `${results.length} locations`
            : results.length
              ? `${results.length} ${results.length === 1 ? 'location' : 'locations'} within ${outcome.radius} miles of ${outcome.origin.label}, nearest first`
              : `No locations within ${outcome.radius} miles of ${outcome.origin.label}. Try a wider radius.`}
        </p>
      )}
      {results.length ? (
        <div className={styles.layout}>
          <div className={styles.maps}>
            <PlaceMap
              label="United States"
              places={byCountry('United States')}
              origin={outcome.kind === 'results' ? outcome.origin : null}
              radius={outcome.kind === 'results' ? outcome.radius : null}
            />
            <PlaceMap
              label="United Kingdom"
              places={byCountry('United Kingdom')}
              origin={outcome.kind === 'results' ? outcome.origin : null}
              radius={outcome.kind === 'results' ? outcome.radius : null}
            />
          </div>
          <ol className={styles.list} aria-label="Locations">
            {results.map(({place, distance, number}) => (
              <li key={place.sys.id} className={styles.place} data-testid="location">
                <span
                  className={`${styles.marker} ${place.kind === 'hotel' ? styles.hotelMarker : ''}`}
                  aria-hidden="true"
                >
                  {number}
                </span>
                <div className={styles.placeBody}>
                  <h3 className={styles.placeName}>{place.name}</h3>
                  <p className={styles.meta}>
                    {place.kind === 'hotel'
                      ? `Hotel${place.starRating ? ` · ${place.starRating} stars` : ''}${place.locationType ? ` · ${place.locationType}` : ''}`
                      : 'Store'}
                    {distance !== null
                      ? ` · ${distance < 10 ? distance.toFixed(1) : Math.round(distance)} miles away`
                      : ''}
                  </p>
                  <p>{address(place)}</p>
                  {place.shortDescription ? <p>{place.shortDescription}</p> : null}
                  {place.kind === 'store' ? (
                    <>
                      {place.hours?.json ? (
                        <div className={styles.meta}>
                          <RichText document={place.hours.json as Document} />
                        </div>
                      ) : null}
                      {place.productsSoldCollection?.items.length ? (
                        <p className={styles.meta}>
                          Rowers on show:{' '}
                          {place.productsSoldCollection.items
                            .map((item) => item?.title)
                            .filter(Boolean)
                            .join(', ')}
                        </p>
                      ) : null}
                      <Contacts phone={place.phone} link={place.webAddress}>
                        Website<span className={shared.visuallyHidden}> of {place.name}</span>
                      </Contacts>
                    </>
                  ) : (
                    <>
                      <p className={styles.meta}>
                        {[
                          place.equipmentCountFitnessCenter
                            ? `${place.equipmentCountFitnessCenter} rowers in the fitness centre`
                            : null,
                          place.equipmentCountRoom ? `${place.equipmentCountRoom} rooms with a rower` : null,
                        ]
                          .filter(Boolean)
                          .join(' · ')}
                      </p>
                      <Contacts phone={place.phoneNumber} link={place.bookingUrl}>
                        Book a room<span className={shared.visuallyHidden}> at {place.name}</span>
                      </Contacts>
                    </>
                  )}
                </div>
              </li>
            ))}
          </ol>
        </div>
      ) : null}
    </div>
  );
}
