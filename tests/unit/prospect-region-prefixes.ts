/** Every prefix rule of back-office.md §3 with the region it gives. */
export const REGION_PREFIXES: Array<[prefix: string, region: string]> = [
  ['1', 'praha'], ['2', 'stredocesky'], ['30', 'plzensky'], ['31', 'plzensky'], ['32', 'plzensky'], ['33', 'plzensky'], ['34', 'plzensky'],
  ['35', 'karlovarsky'], ['36', 'karlovarsky'], ['37', 'jihocesky'], ['38', 'jihocesky'], ['39', 'jihocesky'], ['4', 'ustecky'],
  ['46', 'liberecky'], ['47', 'liberecky'], ['50', 'kralovehradecky'], ['51', 'kralovehradecky'], ['52', 'kralovehradecky'],
  ['53', 'kralovehradecky'], ['54', 'kralovehradecky'], ['55', 'kralovehradecky'], ['56', 'pardubicky'], ['57', 'pardubicky'],
  ['58', 'vysocina'], ['59', 'vysocina'], ['6', 'jihomoravsky'], ['70', 'moravskoslezsky'], ['71', 'moravskoslezsky'],
  ['72', 'moravskoslezsky'], ['73', 'moravskoslezsky'], ['74', 'moravskoslezsky'], ['75', 'zlinsky'], ['76', 'zlinsky'],
  ['77', 'olomoucky'], ['78', 'olomoucky'], ['79', 'olomoucky'],
];
