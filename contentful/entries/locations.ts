import type {Entry} from '../spaceExport';
import {lifestyleId} from '../assets';
import {assetLinkTo, doc, entry, link, links, p} from '../builders';
import {l10n} from '../l10n';
import {productId} from './catalog';
import {PAGES} from './ctas';

/**
 * The locations page (slug 'locations'): Keel showrooms and partner stores,
 * and hotels with Keel rowers, across the US and the UK. The businesses are
 * fictional; the coordinates are those of the real streets and cities, so the
 * locator's bounding box (rules:cms) finds them where a shopper would look.
 * Phone numbers are in the ranges set aside for fiction (555-01xx in the US,
 * Ofcom's drama ranges in the UK).
 */

type Country = 'United States' | 'United Kingdom';

interface Store {
  key: string;
  name: string;
  description: string;
  web: string;
  phone: string;
  address: [string, string | undefined, string, string | undefined, string];
  country: Country;
  lat: number;
  lon: number;
  sold: string[];
}

const SHOWROOM = ['keel-pro-rower', 'keel-wave-rower', 'keel-vista-rower'];
const US_HOURS = doc(p('Monday to Friday: 10 am to 7 pm'), p('Saturday: 10 am to 6 pm'), p('Sunday: 11 am to 5 pm'));
const UK_HOURS = doc(
  p('Monday to Saturday: 10:00 to 18:00'),
  p('Thursday: late opening until 20:00'),
  p('Sunday: 11:00 to 17:00'),
);

const STORES: Store[] = [
  {
    key: 'soho',
    name: 'Keel Showroom SoHo',
    description:
      'All three rowers and the Forge on the floor, with a coach on hand to check your stroke. Book a 30-minute row or walk in.',
    web: 'https://www.keel.example/showrooms/soho',
    phone: '(212) 555-0148',
    address: ['112 Greene Street', undefined, 'New York', 'NY', '10012'],
    country: 'United States',
    lat: 40.7246,
    lon: -73.9998,
    sold: SHOWROOM,
  },
  {
    key: 'boston',
    name: 'Keel Showroom Back Bay',
    description: 'Two floors on Newbury Street: rowers upstairs, accessories and the Forge downstairs.',
    web: 'https://www.keel.example/showrooms/back-bay',
    phone: '(617) 555-0163',
    address: ['214 Newbury Street', undefined, 'Boston', 'MA', '02116'],
    country: 'United States',
    lat: 42.3493,
    lon: -71.0823,
    sold: SHOWROOM,
  },
  {
    key: 'chicago',
    name: 'Keel Showroom Gold Coast',
    description:
      'Row the Pro, the Wave and the Vista side by side, then take a free technique class on Saturday mornings.',
    web: 'https://www.keel.example/showrooms/gold-coast',
    phone: '(312) 555-0127',
    address: ['58 East Oak Street', undefined, 'Chicago', 'IL', '60611'],
    country: 'United States',
    lat: 41.9008,
    lon: -87.6263,
    sold: SHOWROOM,
  },
  {
    key: 'austin',
    name: 'Keel Showroom South Congress',
    description: 'Our Texas showroom, with parking behind the building and every rower color on display.',
    web: 'https://www.keel.example/showrooms/south-congress',
    phone: '(512) 555-0191',
    address: ['1100 South Congress Avenue', 'Suite 120', 'Austin', 'TX', '78704'],
    country: 'United States',
    lat: 30.253,
    lon: -97.749,
    sold: SHOWROOM,
  },
  {
    key: 'denver',
    name: 'Keel Showroom Cherry Creek',
    description: 'Rowers, the Forge and accessories, with a quiet room to try the Vista’s scenic rows.',
    web: 'https://www.keel.example/showrooms/cherry-creek',
    phone: '(303) 555-0174',
    address: ['2900 East 2nd Avenue', undefined, 'Denver', 'CO', '80206'],
    country: 'United States',
    lat: 39.7186,
    lon: -104.953,
    sold: SHOWROOM,
  },
  {
    key: 'seattle',
    name: 'Keel Showroom Downtown Seattle',
    description:
      'Five minutes from Westlake station. Try the Wave if you are short on space; we will measure it against your room plan.',
    web: 'https://www.keel.example/showrooms/seattle',
    phone: '(206) 555-0112',
    address: ['1420 Fifth Avenue', undefined, 'Seattle', 'WA', '98101'],
    country: 'United States',
    lat: 47.6105,
    lon: -122.3355,
    sold: SHOWROOM,
  },
  {
    key: 'san-francisco',
    name: 'Keel Showroom Fillmore',
    description: 'A small showroom with a big window. Every rower, and a coach on weekends.',
    web: 'https://www.keel.example/showrooms/fillmore',
    phone: '(415) 555-0139',
    address: ['2130 Fillmore Street', undefined, 'San Francisco', 'CA', '94115'],
    country: 'United States',
    lat: 37.789,
    lon: -122.4335,
    sold: SHOWROOM,
  },
  {
    key: 'santa-monica',
    name: 'Keel Showroom Santa Monica',
    description: 'Two blocks from the beach. Row the Vista’s Pacific coast scenic row and see why it sells out.',
    web: 'https://www.keel.example/showrooms/santa-monica',
    phone: '(310) 555-0186',
    address: ['1315 Third Street Promenade', undefined, 'Santa Monica', 'CA', '90401'],
    country: 'United States',
    lat: 34.017,
    lon: -118.497,
    sold: SHOWROOM,
  },
  {
    key: 'atlanta',
    name: 'Peak Motion Fitness',
    description:
      'A specialist home-gym store with the Keel Pro and Wave on the floor and a delivery team that knows them.',
    web: 'https://www.peakmotionfitness.example',
    phone: '(404) 555-0157',
    address: ['3035 Peachtree Road NE', undefined, 'Atlanta', 'GA', '30305'],
    country: 'United States',
    lat: 33.84,
    lon: -84.38,
    sold: ['keel-pro-rower', 'keel-wave-rower', 'keel-forge-strength-platform'],
  },
  {
    key: 'miami',
    name: 'Coastline Home Gym',
    description: 'Home-gym design and installation in Wynwood; the Keel Wave and Pro are on show.',
    web: 'https://www.coastlinehomegym.example',
    phone: '(305) 555-0120',
    address: ['3401 North Miami Avenue', 'Unit 104', 'Miami', 'FL', '33127'],
    country: 'United States',
    lat: 25.809,
    lon: -80.195,
    sold: ['keel-pro-rower', 'keel-wave-rower'],
  },
  {
    key: 'marylebone',
    name: 'Keel Showroom Marylebone',
    description:
      'Our London showroom: every rower and color, the Forge, and free technique sessions on Saturday mornings.',
    web: 'https://www.keel.example/en-gb/showrooms/marylebone',
    phone: '020 7946 0182',
    address: ['48 Marylebone High Street', undefined, 'London', undefined, 'W1U 5HL'],
    country: 'United Kingdom',
    lat: 51.5205,
    lon: -0.1514,
    sold: SHOWROOM,
  },
  {
    key: 'manchester',
    name: 'Keel Showroom King Street',
    description: 'In the center of Manchester, five minutes from St Ann’s Square. Try the Wave if you live in a flat.',
    web: 'https://www.keel.example/en-gb/showrooms/manchester',
    phone: '0161 496 0135',
    address: ['21 King Street', undefined, 'Manchester', undefined, 'M2 6AZ'],
    country: 'United Kingdom',
    lat: 53.4813,
    lon: -2.2453,
    sold: SHOWROOM,
  },
  {
    key: 'edinburgh',
    name: 'Keel Showroom George Street',
    description: 'Our Scottish showroom, with the Pro, the Wave and the Vista, and a coach on Saturdays.',
    web: 'https://www.keel.example/en-gb/showrooms/edinburgh',
    phone: '0131 496 0177',
    address: ['64 George Street', undefined, 'Edinburgh', undefined, 'EH2 2LR'],
    country: 'United Kingdom',
    lat: 55.9533,
    lon: -3.199,
    sold: SHOWROOM,
  },
  {
    key: 'bristol',
    name: 'Harbourside Fitness',
    description:
      'An independent fitness shop on the harbour that stocks the Keel Wave and Pro and delivers across the South West.',
    web: 'https://www.harbourside-fitness.example',
    phone: '0117 496 0143',
    address: ['15 Canons Way', undefined, 'Bristol', undefined, 'BS1 5LL'],
    country: 'United Kingdom',
    lat: 51.4502,
    lon: -2.598,
    sold: ['keel-wave-rower', 'keel-pro-rower'],
  },
  {
    key: 'leeds',
    name: 'Northern Rowing Supplies',
    description: 'Rowing specialists since 1998, with the Keel Pro and Vista beside the club boats.',
    web: 'https://www.northernrowing.example',
    phone: '0113 496 0168',
    address: ['12 Call Lane', undefined, 'Leeds', undefined, 'LS1 6DN'],
    country: 'United Kingdom',
    lat: 53.7955,
    lon: -1.541,
    sold: ['keel-pro-rower', 'keel-vista-rower'],
  },
];

interface Hotel {
  key: string;
  name: string;
  description: string;
  booking: string;
  phone: string;
  address: [string, string | undefined, string, string | undefined, string];
  country: Country;
  lat: number;
  lon: number;
  gym: number;
  rooms: number;
  stars: number;
}

const HOTELS: Hotel[] = [
  {
    key: 'harbor-house-boston',
    name: 'The Harbor House Hotel',
    description: 'Four Keel Pro Rowers in a gym facing the harbor, open 24 hours.',
    booking: 'https://www.harborhousehotel.example/book',
    phone: '(617) 555-0102',
    address: ['300 Northern Avenue', undefined, 'Boston', 'MA', '02210'],
    country: 'United States',
    lat: 42.348,
    lon: -71.04,
    gym: 4,
    rooms: 0,
    stars: 4,
  },
  {
    key: 'meridian-row-new-york',
    name: 'Hotel Meridian Row',
    description: 'Keel Wave Rowers in 20 Wellness King rooms, and three Pros in the rooftop gym.',
    booking: 'https://www.meridianrow.example/stay',
    phone: '(212) 555-0115',
    address: ['455 West 37th Street', undefined, 'New York', 'NY', '10018'],
    country: 'United States',
    lat: 40.756,
    lon: -73.996,
    gym: 3,
    rooms: 20,
    stars: 4,
  },
  {
    key: 'lakeview-chicago',
    name: 'The Lakeview Chicago',
    description: 'Two Keel Vista Rowers with Lake Michigan scenic rows, by the pool.',
    booking: 'https://www.lakeviewchicago.example/reservations',
    phone: '(312) 555-0131',
    address: ['210 East Walton Place', undefined, 'Chicago', 'IL', '60611'],
    country: 'United States',
    lat: 41.9,
    lon: -87.623,
    gym: 2,
    rooms: 0,
    stars: 5,
  },
  {
    key: 'magnolia-pine-nashville',
    name: 'Magnolia & Pine',
    description: 'A boutique hotel in the Gulch with Keel Wave Rowers in every suite.',
    booking: 'https://www.magnoliaandpine.example/book',
    phone: '(615) 555-0144',
    address: ['600 12th Avenue South', undefined, 'Nashville', 'TN', '37203'],
    country: 'United States',
    lat: 36.151,
    lon: -86.784,
    gym: 0,
    rooms: 12,
    stars: 4,
  },
  {
    key: 'desert-bloom-scottsdale',
    name: 'Desert Bloom Resort',
    description: 'Six Keel Pro Rowers in the fitness center, with sunrise classes on the terrace in spring.',
    booking: 'https://www.desertbloomresort.example/book',
    phone: '(480) 555-0169',
    address: ['7200 East Camelback Road', undefined, 'Scottsdale', 'AZ', '85251'],
    country: 'United States',
    lat: 33.502,
    lon: -111.926,
    gym: 6,
    rooms: 0,
    stars: 5,
  },
  {
    key: 'coronado-tide-san-diego',
    name: 'The Coronado Tide',
    description: 'A beach hotel with two Keel Pros in the gym and a Wave in each ocean-view room.',
    booking: 'https://www.coronadotide.example/stay',
    phone: '(619) 555-0178',
    address: ['1000 Orange Avenue', undefined, 'Coronado', 'CA', '92118'],
    country: 'United States',
    lat: 32.686,
    lon: -117.179,
    gym: 2,
    rooms: 8,
    stars: 4,
  },
  {
    key: 'alder-rain-portland',
    name: 'Alder & Rain Hotel',
    description: 'Three Keel Pro Rowers in a gym lined with cedar. Ask the front desk for a mat and a towel.',
    booking: 'https://www.alderandrain.example/book',
    phone: '(503) 555-0123',
    address: ['820 SW Alder Street', undefined, 'Portland', 'OR', '97205'],
    country: 'United States',
    lat: 45.52,
    lon: -122.681,
    gym: 3,
    rooms: 0,
    stars: 4,
  },
  {
    key: 'capitol-rowhouse-washington',
    name: 'The Capitol Rowhouse',
    description: 'A townhouse hotel near Logan Circle with a Keel Wave in six of its rooms.',
    booking: 'https://www.capitolrowhouse.example/rooms',
    phone: '(202) 555-0185',
    address: ['1520 P Street NW', undefined, 'Washington', 'DC', '20005'],
    country: 'United States',
    lat: 38.9096,
    lon: -77.036,
    gym: 0,
    rooms: 6,
    stars: 4,
  },
  {
    key: 'liberty-yard-philadelphia',
    name: 'Liberty Yard Hotel',
    description: 'Two Keel Pro Rowers and a Forge in a gym open 5 am to 11 pm, in Old City.',
    booking: 'https://www.libertyyardhotel.example/book',
    phone: '(215) 555-0196',
    address: ['230 Walnut Street', undefined, 'Philadelphia', 'PA', '19106'],
    country: 'United States',
    lat: 39.947,
    lon: -75.145,
    gym: 2,
    rooms: 0,
    stars: 4,
  },
  {
    key: 'thames-boathouse-london',
    name: 'The Thames Boathouse Hotel',
    description:
      'On the Putney embankment, by the boat race start: four Keel Pros in the gym and a Wave in the river-view rooms.',
    booking: 'https://www.thamesboathouse.example/book',
    phone: '020 7946 0121',
    address: ['12 Lower Richmond Road', undefined, 'London', undefined, 'SW15 1JP'],
    country: 'United Kingdom',
    lat: 51.4675,
    lon: -0.2165,
    gym: 4,
    rooms: 10,
    stars: 4,
  },
  {
    key: 'avon-mill-bath',
    name: 'Avon Mill Hotel',
    description: 'A converted mill by the river with two Keel Vistas in the spa’s gym.',
    booking: 'https://www.avonmill.example/stay',
    phone: '01632 960152',
    address: ['2 Widcombe Parade', undefined, 'Bath', 'Somerset', 'BA2 4JT'],
    country: 'United Kingdom',
    lat: 51.3785,
    lon: -2.3535,
    gym: 2,
    rooms: 0,
    stars: 4,
  },
  {
    key: 'clyde-quay-glasgow',
    name: 'Clyde Quay Hotel',
    description: 'Three Keel Pro Rowers in a 24-hour gym overlooking the Clyde.',
    booking: 'https://www.clydequay.example/book',
    phone: '0141 496 0118',
    address: ['50 Clyde Place', undefined, 'Glasgow', undefined, 'G5 8AQ'],
    country: 'United Kingdom',
    lat: 55.8552,
    lon: -4.2615,
    gym: 3,
    rooms: 0,
    stars: 4,
  },
  {
    key: 'isis-lodge-oxford',
    name: 'The Isis Lodge',
    description:
      'A small hotel by Folly Bridge with a Keel Wave in every room, for rowers visiting the college boathouses.',
    booking: 'https://www.isislodge.example/rooms',
    phone: '01632 960139',
    address: ['14 Folly Bridge', undefined, 'Oxford', 'Oxfordshire', 'OX1 4LB'],
    country: 'United Kingdom',
    lat: 51.745,
    lon: -1.256,
    gym: 0,
    rooms: 16,
    stars: 3,
  },
  {
    key: 'seafront-lantern-brighton',
    name: 'Seafront Lantern Hotel',
    description: 'Two Keel Pro Rowers facing the sea, in a gym open from 6:00 to 22:00.',
    booking: 'https://www.seafrontlantern.example/book',
    phone: '01632 960164',
    address: ['180 Kings Road', undefined, 'Brighton', 'East Sussex', 'BN1 2FX'],
    country: 'United Kingdom',
    lat: 50.822,
    lon: -0.148,
    gym: 2,
    rooms: 0,
    stars: 4,
  },
];

const storeId = (key: string) => `store-${key}`;
const hotelId = (key: string) => `hotel-${key}`;

function stores(): Entry[] {
  return STORES.map((store) => {
    const [addressLine1, addressLine2, city, state, zip] = store.address;
    return entry(storeId(store.key), 'locationStore', {
      name: store.name,
      slug: store.key,
      shortDescription: l10n(() => store.description),
      webAddress: store.web,
      phone: store.phone,
      addressLine1,
      addressLine2,
      city,
      state,
      zip,
      country: store.country,
      hours: store.country === 'United Kingdom' ? UK_HOURS : US_HOURS,
      coordinates: {lat: store.lat, lon: store.lon},
      productsSold: links(store.sold.map(productId)),
      image: assetLinkTo(lifestyleId(store.name.startsWith('Keel') ? 'showroom' : 'location-store')),
    });
  });
}

function hotels(): Entry[] {
  return HOTELS.map((hotel) => {
    const [addressLine1, addressLine2, city, state, zip] = hotel.address;
    return entry(hotelId(hotel.key), 'locationHotel', {
      name: hotel.name,
      slug: hotel.key,
      hotelImage: assetLinkTo(lifestyleId(hotel.rooms > 0 && hotel.gym === 0 ? 'location-hotel' : 'hotel-gym')),
      bookingUrl: hotel.booking,
      shortDescription: l10n(() => hotel.description),
      addressLine1,
      addressLine2,
      city,
      state,
      zip,
      country: hotel.country,
      coordinates: {lat: hotel.lat, lon: hotel.lon},
      equipmentCountFitnessCenter: hotel.gym,
      equipmentCountRoom: hotel.rooms,
      locationType:
        hotel.gym > 0 && hotel.rooms > 0 ? 'Fitness Center and In-Room' : hotel.gym > 0 ? 'Fitness Center' : 'In-Room',
      starRating: hotel.stars,
      phoneNumber: hotel.phone,
    });
  });
}

export const STORE_IDS = STORES.map((store) => storeId(store.key));

export function locationEntries(): Entry[] {
  return [
    ...stores(),
    ...hotels(),
    entry('seo-locations', 'seo', {
      internalName: 'SEO: Locations',
      slug: 'locations',
      seoTitle: l10n(() => 'Try a Keel rower: showrooms, stores and hotels'),
      metaDescription: l10n(
        () =>
          'Row a Keel before you buy at a showroom or partner store, or book a hotel with Keel rowers in the gym or your room.',
      ),
    }),
    entry(PAGES.locations, 'pageLocations', {
      internalName: 'Page: Locations',
      slug: 'locations',
      title: l10n(() => 'Try before you buy'),
      description: l10n(
        (l) =>
          `Row a Keel at one of our showrooms or partner stores, or stay at a hotel with Keel rowers in the gym or in your room. Search by ${l.pick('city or ZIP code', 'town or postcode')}.`,
      ),
      heroImage: assetLinkTo(lifestyleId('location-store')),
      stores: links(STORES.map((store) => storeId(store.key))),
      hotels: links(HOTELS.map((hotel) => hotelId(hotel.key))),
      defaultRadiusMiles: 50,
      seo: link('seo-locations'),
    }),
  ];
}
