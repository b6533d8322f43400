import type { Brand } from './brand.ts';

export const plantServices: Brand = {
  key: 'plantservices',
  name: 'Plant Services',
  abbreviation: 'PS',
  tagline: 'Reliability and maintenance for industrial plants',
  isTest: false,
  useNewDesign: false,
  modules: ['leaders', 'magazine', 'newsletters', 'search', 'memberships'],
  colors: { primary: '#00524c', secondary: '#f39c12', link: '#007a70', footer: '#1d2b2a' },
  fonts: { primary: 'fira_sans', secondary: 'pt_sans' },
  sections: [
    { name: 'Maintenance', slug: 'maintenance', children: [{ name: 'Predictive Maintenance', slug: 'predictive-maintenance', children: [{ name: 'Vibration Analysis', slug: 'vibration-analysis' }, { name: 'Thermography', slug: 'thermography' }] }, { name: 'Lubrication', slug: 'lubrication' }, { name: 'CMMS', slug: 'cmms' }] },
    { name: 'Equipment', slug: 'equipment', children: [{ name: 'Motors & Drives', slug: 'motors-drives', children: [{ name: 'Variable Frequency Drives', slug: 'variable-frequency-drives' }] }, { name: 'Pumps', slug: 'pumps' }, { name: 'Compressed Air', slug: 'compressed-air' }] },
    { name: 'Reliability', slug: 'reliability', children: [{ name: 'Asset Management', slug: 'asset-management' }, { name: 'Root Cause Analysis', slug: 'root-cause-analysis' }] },
    { name: 'Workforce', slug: 'workforce', children: [{ name: 'Training', slug: 'training' }, { name: 'Safety', slug: 'safety', children: [{ name: 'Lockout/Tagout', slug: 'lockout-tagout' }] }] },
  ],
  subjects: [
    'predictive maintenance', 'vibration monitoring', 'lubrication programs', 'motor reliability', 'compressed air leaks', 'CMMS adoption',
    'root cause analysis', 'infrared thermography', 'spare parts inventory', 'condition monitoring', 'pump efficiency', 'steam traps',
    'the skilled trades gap', 'lockout/tagout', 'asset performance management', 'energy management', 'digital twins', 'bearing failures',
  ],
  products: ['wireless vibration sensor', 'CMMS platform', 'variable frequency drive', 'ultrasonic leak detector', 'thermal imaging camera', 'smart lubricator', 'centrifugal pump', 'rotary screw compressor'],
  audiences: ['maintenance managers', 'reliability engineers', 'plant managers', 'maintenance technicians', 'facility engineers'],
  organizations: ['OSHA', 'Society for Maintenance & Reliability Professionals', 'U.S. Department of Energy', 'ISO', 'NFPA', 'Vibration Institute'],
  companyWords: { prefixes: ['Keystone', 'Cascade', 'Trident', 'Meridian', 'Pioneer', 'Atlas', 'Sterling', 'Ridgeway', 'Northfield', 'Vantage'], suffixes: ['Industrial', 'Controls', 'Pump Works', 'Reliability Group', 'Motion', 'Automation', 'Compressor Co.', 'Sensors'] },
  tags: ['reliability', 'maintenance strategy', 'IIoT', 'energy efficiency', 'safety', 'workforce', 'lubrication', 'condition monitoring', 'automation', 'sustainability'],
  publications: [{ name: 'Plant Services Magazine', alias: 'plant-services-magazine', description: 'Strategies for reliable, efficient plants.' }],
  newsletters: [
    { id: 'ps-weekly', title: 'Plant Services Weekly', description: 'Maintenance and reliability news every Tuesday.', omedaProductId: 20201 },
    { id: 'ps-reliability', title: 'Reliability Roundup', description: 'Case studies from the plant floor.', omedaProductId: 20202 },
  ],
  paidProduct: 'PSPRO',
};
