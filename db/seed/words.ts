/** Word pools shared by every brand. */

export const firstNames = [
  'Olivia',
  'Marcus',
  'Priya',
  'Daniel',
  'Elena',
  'James',
  'Aisha',
  'Robert',
  'Mei',
  'Carlos',
  'Hannah',
  'David',
  'Fatima',
  'Kevin',
  'Laura',
  'Samuel',
  'Grace',
  'Thomas',
  'Nina',
  'Victor',
  'Rachel',
  'Andre',
  'Sofia',
  'Brian',
  'Julia',
  'Omar',
  'Megan',
  'Patrick',
];

export const lastNames = [
  'Reynolds',
  'Okafor',
  'Patel',
  'Nguyen',
  'Schmidt',
  'Morales',
  'Chen',
  'Walker',
  'Kowalski',
  'Johnson',
  'Brennan',
  'Haddad',
  'Lindqvist',
  'Martinez',
  'Foster',
  'Tanaka',
  'Douglas',
  'Romero',
  'Whitaker',
  'Novak',
  'Campbell',
  'Osei',
  'Fischer',
  'Delgado',
  'Murphy',
  'Sato',
];

export const personTitles = [
  'Senior Editor',
  'Editor-in-Chief',
  'Contributing Writer',
  'Managing Editor',
  'Technology Editor',
  'Associate Editor',
  'Columnist',
  'News Editor',
];

export const contactTitles = [
  'VP of Sales',
  'Marketing Director',
  'Product Manager',
  'Communications Manager',
  'Business Development Lead',
  'Regional Sales Manager',
];

export interface City {
  city: string;
  state: string;
  postalCode: string;
  country: string;
}

export const cities: City[] = [
  { city: 'Chicago', state: 'IL', postalCode: '60601', country: 'US' },
  { city: 'Dallas', state: 'TX', postalCode: '75201', country: 'US' },
  { city: 'Atlanta', state: 'GA', postalCode: '30303', country: 'US' },
  { city: 'Columbus', state: 'OH', postalCode: '43215', country: 'US' },
  { city: 'Nashville', state: 'TN', postalCode: '37203', country: 'US' },
  { city: 'Denver', state: 'CO', postalCode: '80202', country: 'US' },
  { city: 'Phoenix', state: 'AZ', postalCode: '85004', country: 'US' },
  { city: 'Indianapolis', state: 'IN', postalCode: '46204', country: 'US' },
  { city: 'Las Vegas', state: 'NV', postalCode: '89109', country: 'US' },
  { city: 'Orlando', state: 'FL', postalCode: '32819', country: 'US' },
  { city: 'Toronto', state: 'ON', postalCode: 'M5V 2T6', country: 'CA' },
  { city: 'Louisville', state: 'KY', postalCode: '40202', country: 'US' },
];

export const streets = [
  'Main Street',
  'Commerce Drive',
  'Industrial Parkway',
  'Lakeshore Boulevard',
  'Convention Center Drive',
  'Market Street',
  'Technology Way',
  'Harbor Road',
];

export const adjectives = [
  'new',
  'next-generation',
  'connected',
  'cost-saving',
  'data-driven',
  'modular',
  'AI-powered',
  'rugged',
  'cloud-based',
  'high-efficiency',
];

export const months = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

export const pageNames = [
  'About Us',
  'Contact Us',
  'Advertise With Us',
  'Privacy Policy',
  'Terms of Use',
  'Editorial Team',
  'Subscribe',
  'Editorial Calendar',
  'Reprints & Permissions',
  'Accessibility',
];

export const magazineSectionNames = ['Features', 'Departments', 'Columns', 'News & Analysis', 'Products'];
