import type { JobOfferDetail } from '@vaga/contract';

/** The vacancy being booked, at the top of every booking page. */
export function BookingOffer({ offer }: { offer: JobOfferDetail }) {
  return (
    <header className="vaga-booking__offer">
      <h2 className="vaga-booking__offer-title">{offer.jobOfferTitle}</h2>
      <p className="vaga-booking__offer-company">{offer.companyName}</p>
    </header>
  );
}
