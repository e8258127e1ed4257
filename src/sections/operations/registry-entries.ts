import { anySection, type RegistryEntries } from '../any-section';

/**
 * This module's sections by site-map id, one lazy line each (src/sections/README.md, "Register it"):
 * `'some-id': () => import('./some-section').then((m) => anySection(m.someSection)),`
 */
export const operationsEntries: RegistryEntries = {
  'room-bookings': () => import('./room-bookings').then((m) => anySection(m.roomBookingsSection)),
  'error-reports': () => import('./error-reports').then((m) => anySection(m.errorReportsSection)),
  utilities: () => import('./utilities').then((m) => anySection(m.utilitiesSection)),
  printers: () => import('./printers').then((m) => anySection(m.printersSection)),
  rooms: () => import('./rooms').then((m) => anySection(m.roomsSection)),
  rents: () => import('./rents').then((m) => anySection(m.rentsSection)),
  'other-contracts': () => import('./other-contracts').then((m) => anySection(m.otherContractsSection)),
  'bus-rentals': () => import('./bus-rentals').then((m) => anySection(m.busRentalsSection)),
  'room-reservations': () => import('./room-reservations').then((m) => anySection(m.roomReservationsSection)),
  'car-bookings': () => import('./car-bookings').then((m) => anySection(m.carBookingsSection)),
  'authority-inspections': () => import('./authority-inspections').then((m) => anySection(m.authorityInspectionsSection)),
  'assignment-contracts': () => import('./assignment-contracts').then((m) => anySection(m.assignmentContractsSection)),
};
