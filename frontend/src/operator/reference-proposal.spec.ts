import { describe, expect, it } from '@jest/globals';
import {
  bhmProposal,
  coefficientProposal,
  helpVideoProposal,
  minimumRateProposal,
  NOT_AFTER_TODAY,
  servicesOffProposal,
  taxRateProposal,
  thresholdProposal,
  vehicleRateProposal,
  YEAR_NOT_AHEAD,
} from './reference-proposal';

const today = '2026-11-27';
const form = {
  validFrom: '01.01.2027',
  amount: '412000',
  source: 'Prezident farmoni PF-123, 2026-11-20',
  reason: 'Yangi BHM qiymati',
};

describe('a new BHM proposed from the back-office, checked as the API checks it', () => {
  it('is sent as the API takes it: the date as ISO, the amount a number', () => {
    expect(bhmProposal(form, today)).toEqual({
      proposal: { kind: 'bhm', validFrom: '2027-01-01', amount: 412000, source: form.source, reason: form.reason },
    });
  });

  it('refuses a date not after today, today itself included, and a date that is none', () => {
    expect(bhmProposal({ ...form, validFrom: '27.11.2026' }, today)).toEqual({
      errors: { validFrom: NOT_AFTER_TODAY },
    });
    expect(bhmProposal({ ...form, validFrom: '31.02.2027' }, today)).toEqual({
      errors: { validFrom: 'errors.dateInvalid' },
    });
  });

  it('names each missing or wrong field at once', () => {
    const refused = bhmProposal({ validFrom: '28.11.2026', amount: '', source: 'PF', reason: '' }, today);
    expect(refused).toEqual({
      errors: { amount: 'errors.invalidValue', source: 'errors.fillAllInformation', reason: 'errors.reasonRequired' },
    });
  });
});

describe('a new rent confirmation threshold, checked as the API checks it', () => {
  const threshold = { validFrom: '01.12.2026', amount: '250000000', reason: 'Qoʻmita qarori' };

  it('is sent with its day as ISO and its sum a number', () => {
    expect(thresholdProposal(threshold, today)).toEqual({
      proposal: {
        kind: 'rentConfirmationThreshold',
        validFrom: '2026-12-01',
        amount: 250_000_000,
        reason: threshold.reason,
      },
    });
  });

  it('refuses today, a sum of nothing and a missing reason', () => {
    expect(thresholdProposal({ validFrom: '27.11.2026', amount: '0', reason: '' }, today)).toEqual({
      errors: { validFrom: NOT_AFTER_TODAY, amount: 'errors.invalidValue', reason: 'errors.reasonRequired' },
    });
  });
});

describe('a new list of services switched off, checked as the API checks it', () => {
  it('sends the ticked kinds as a list; none ticked switches every service on', () => {
    const form = { validFrom: '01.12.2026', services: 'WAREHOUSE,STUDENT', reason: 'Qoʻmita qarori' };
    expect(servicesOffProposal(form, today)).toEqual({
      proposal: {
        kind: 'servicesOff',
        validFrom: '2026-12-01',
        services: ['WAREHOUSE', 'STUDENT'],
        reason: form.reason,
      },
    });
    expect(servicesOffProposal({ ...form, services: '' }, today)).toMatchObject({ proposal: { services: [] } });
  });

  it('refuses a day not after today', () => {
    expect(
      servicesOffProposal({ validFrom: '20.11.2026', services: 'WAREHOUSE', reason: 'Qoʻmita qarori' }, today),
    ).toEqual({ errors: { validFrom: NOT_AFTER_TODAY } });
  });
});

describe("a new year's minimum-rent rate, checked as the API checks it", () => {
  const rate = {
    year: '2027',
    settlementZone: 'TASHKENT_CITY',
    propertyUse: 'RESIDENTIAL',
    rate: '15000',
    source: 'Vazirlar Mahkamasi qarori',
    reason: 'Yangi yil stavkasi',
  };

  it('is sent with its year a number and its rate as the amount', () => {
    expect(minimumRateProposal(rate, today)).toEqual({
      proposal: {
        kind: 'minimumRentRate',
        year: 2027,
        settlementZone: 'TASHKENT_CITY',
        propertyUse: 'RESIDENTIAL',
        amount: 15000,
        source: rate.source,
        reason: rate.reason,
      },
    });
  });

  it('refuses the current year, an unchosen zone and use, and names a missing rate on its own field', () => {
    expect(
      minimumRateProposal({ ...rate, year: '2026', settlementZone: '', propertyUse: '', rate: '' }, today),
    ).toEqual({
      errors: {
        year: YEAR_NOT_AHEAD,
        settlementZone: 'errors.invalidValue',
        propertyUse: 'errors.invalidValue',
        rate: 'errors.invalidValue',
      },
    });
  });
});

describe("a new year's vehicle rate, checked as the API checks it", () => {
  const rate = {
    year: '2028',
    vehicleClass: 'PASSENGER',
    vehicleRate: '800000',
    source: 'VM qarori 2026',
    reason: 'Yangi stavka',
  };

  it('is sent with its year a number and its rate as the amount', () => {
    expect(vehicleRateProposal(rate, today)).toEqual({
      proposal: {
        kind: 'vehicleRentRate',
        year: 2028,
        vehicleClass: 'PASSENGER',
        amount: 800000,
        source: rate.source,
        reason: rate.reason,
      },
    });
  });

  it('refuses this year, no class and no rate, each on its own field', () => {
    expect(vehicleRateProposal({ ...rate, year: '2026', vehicleClass: '', vehicleRate: '' }, today)).toEqual({
      errors: { year: YEAR_NOT_AHEAD, vehicleClass: 'errors.invalidValue', vehicleRate: 'errors.invalidValue' },
    });
  });
});

describe("a region's or a district's coefficient, checked as the API checks it", () => {
  const form = {
    region: '03',
    district: '',
    validFrom: '01.02.2027',
    coefficient: '1,25',
    source: 'Hokim qarori 2026',
    reason: 'Yangi koeffitsiyent',
  };

  it('names the region by its SOATO, or the district chosen in it, and reads a decimal comma', () => {
    expect(coefficientProposal(form, today)).toMatchObject({
      proposal: { soato: '1703', coefficient: 1.25, validFrom: '2027-02-01' },
    });
    expect(coefficientProposal({ ...form, district: '1703202' }, today)).toMatchObject({
      proposal: { soato: '1703202' },
    });
  });

  it('refuses no place, a coefficient above 2 and a day not after today', () => {
    expect(coefficientProposal({ ...form, region: '', coefficient: '2.5', validFrom: '27.11.2026' }, today)).toEqual({
      errors: { region: 'errors.invalidValue', coefficient: 'errors.invalidValue', validFrom: NOT_AFTER_TODAY },
    });
  });
});

describe('a new tax rate, checked as the API checks it', () => {
  const form = {
    code: 'INDIVIDUAL_RENT_INCOME',
    validFrom: '01.01.2027',
    percent: '12,5',
    source: 'Soliq kodeksi',
    reason: 'Stavka oʻzgardi',
  };

  it('reads a decimal comma and sends the day as ISO', () => {
    expect(taxRateProposal(form, today)).toMatchObject({
      proposal: { kind: 'taxRate', percent: 12.5, validFrom: '2027-01-01' },
    });
  });

  it('refuses above 100 % and a day not after today', () => {
    expect(taxRateProposal({ ...form, percent: '101', validFrom: '27.11.2026' }, today)).toEqual({
      errors: { percent: 'errors.invalidValue', validFrom: NOT_AFTER_TODAY },
    });
  });
});

describe("a help page's new video proposed from the back-office", () => {
  const form = {
    topic: 'car-rent',
    validFrom: '01.02.2027',
    videoUrl: ' https://video.example.uz/car-rent.mp4 ',
    captionsUzLatn: '',
    captionsUzCyrl: '',
    captionsRu: 'WEBVTT\n\n00:00.000 --> 00:04.000\nАренда\n',
    reason: 'Yangi video yoʻriqnoma',
  };

  it('sends the address trimmed and only the captions typed', () => {
    expect(helpVideoProposal(form, today)).toEqual({
      proposal: {
        kind: 'helpVideo',
        topic: 'car-rent',
        validFrom: '2027-02-01',
        videoUrl: 'https://video.example.uz/car-rent.mp4',
        captionsRu: form.captionsRu,
        reason: form.reason,
      },
    });
  });

  it('refuses an address that is not https, captions that are not WebVTT and a day not after today', () => {
    expect(
      helpVideoProposal(
        { ...form, videoUrl: 'http://video.example.uz/a.mp4', captionsUzLatn: 'salom', validFrom: '27.11.2026' },
        today,
      ),
    ).toEqual({
      errors: { videoUrl: 'errors.invalidValue', captionsUzLatn: 'errors.invalidValue', validFrom: NOT_AFTER_TODAY },
    });
  });
});
