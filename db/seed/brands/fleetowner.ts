import type { Brand } from './brand.ts';

export const fleetOwner: Brand = {
  key: 'fleetowner',
  name: 'FleetOwner',
  abbreviation: 'FO',
  tagline: 'Business intelligence for trucking fleets',
  isTest: false,
  useNewDesign: true,
  modules: ['leaders', 'magazine', 'newsletters', 'search', 'memberships', 'sourceesb'],
  colors: { primary: '#003b71', secondary: '#e4002b', link: '#0063b1', footer: '#14213d' },
  fonts: { primary: 'poppins', secondary: 'georgia' },
  sections: [
    { name: 'News', slug: 'news', children: [{ name: 'Regulations', slug: 'regulations', children: [{ name: 'Hours of Service', slug: 'hours-of-service' }, { name: 'Emissions', slug: 'emissions' }] }, { name: 'Safety', slug: 'safety' }, { name: 'Economy', slug: 'economy' }] },
    { name: 'Equipment', slug: 'equipment', children: [{ name: 'Trucks', slug: 'trucks', children: [{ name: 'Electric', slug: 'electric' }, { name: 'Diesel', slug: 'diesel' }] }, { name: 'Trailers', slug: 'trailers' }, { name: 'Tires & Wheels', slug: 'tires-wheels' }] },
    { name: 'Technology', slug: 'technology', children: [{ name: 'Telematics', slug: 'telematics' }, { name: 'Autonomous Trucks', slug: 'autonomous-trucks' }] },
    { name: 'Operations', slug: 'operations', children: [{ name: 'Fuel', slug: 'fuel' }, { name: 'Maintenance', slug: 'maintenance', children: [{ name: 'Preventive Maintenance', slug: 'preventive-maintenance' }] }, { name: 'Drivers', slug: 'drivers', children: [{ name: 'Recruiting & Retention', slug: 'recruiting-retention' }] }] },
  ],
  subjects: [
    'electric trucks', 'Class 8 tractors', 'ELD compliance', 'driver retention', 'diesel prices', 'freight rates', 'preventive maintenance',
    'tire management', 'fleet telematics', 'autonomous trucking', 'hydrogen fuel cells', 'trailer tracking', 'spot market capacity',
    'hours-of-service rules', 'CSA scores', 'truck parking', 'battery-electric charging', 'right-to-repair', 'cargo theft', 'fuel efficiency',
  ],
  products: ['telematics platform', 'dash cam', 'battery-electric tractor', 'reefer trailer', 'tire pressure monitoring system', 'fuel card program', 'route optimization software', 'automated manual transmission'],
  audiences: ['fleet managers', 'owner-operators', 'maintenance directors', 'safety managers', 'private fleets', 'regional carriers'],
  organizations: ['FMCSA', 'EPA', 'American Trucking Associations', 'CARB', 'Technology & Maintenance Council', 'NHTSA', 'Owner-Operator Independent Drivers Association'],
  companyWords: { prefixes: ['Redline', 'Ironclad', 'Blue Ridge', 'Summit', 'Northstar', 'Keystone', 'Prairie', 'Apex', 'Granite', 'Harbor'], suffixes: ['Freight Systems', 'Axle & Brake', 'Fleet Solutions', 'Truck Centers', 'Telematics', 'Trailer Co.', 'Logistics', 'Powertrain'] },
  tags: ['electrification', 'safety', 'regulation', 'fuel', 'technology', 'driver shortage', 'supply chain', 'sustainability', 'maintenance', 'autonomy', 'freight market', 'leasing'],
  publications: [
    { name: 'FleetOwner Magazine', alias: 'fleetowner-magazine', description: 'The monthly magazine for fleet executives.' },
    { name: 'Trailer/Body Builders', alias: 'trailer-body-builders', description: 'News and ideas for the truck body and trailer industry.' },
  ],
  newsletters: [
    { id: 'fo-daily', title: 'FleetOwner Daily', description: 'The day’s trucking news, every weekday morning.', omedaProductId: 10101 },
    { id: 'fo-equipment', title: 'Equipment Update', description: 'New trucks, trailers and components, weekly.', omedaProductId: 10102 },
    { id: 'fo-tech', title: 'Fleet Technology', description: 'Telematics, autonomy and software for fleets.', omedaProductId: 10103 },
  ],
  paidProduct: 'FOPLUS',
};
