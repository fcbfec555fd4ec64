/** A carrier seeded by the 0002 migration (and 0005 for databases seeded before it). `{tracking_number}` in the template is replaced. */
type CarrierSeed = { code: string; name: string; trackingUrlTemplate?: string; scac?: string };

// Templates are given only where the carrier has a public tracking page addressable by the number alone;
// a carrier without one says why on its line (confirmations may send tracking_url). Codes follow the
// carrier identifiers a Fulfil-style 3PL integration sends. SCACs are given where they are well established.
// Existing codes are never renamed or removed: databases already hold them.
export const CARRIERS: CarrierSeed[] = [
  // United States: national parcel carriers and regional last-mile networks
  { code: 'ups', name: 'UPS', trackingUrlTemplate: 'https://www.ups.com/track?tracknum={tracking_number}', scac: 'UPSN' },
  { code: 'ups_mail_innovations', name: 'UPS Mail Innovations', trackingUrlTemplate: 'https://www.ups.com/track?tracknum={tracking_number}' },
  { code: 'fedex', name: 'FedEx', trackingUrlTemplate: 'https://www.fedex.com/fedextrack/?trknbr={tracking_number}', scac: 'FDEG' },
  { code: 'fedex_smart_post', name: 'FedEx Ground Economy (SmartPost)', trackingUrlTemplate: 'https://www.fedex.com/fedextrack/?trknbr={tracking_number}' },
  { code: 'usps', name: 'USPS', trackingUrlTemplate: 'https://tools.usps.com/go/TrackConfirmAction?tLabels={tracking_number}', scac: 'USPS' },
  { code: 'dhl_express', name: 'DHL Express', trackingUrlTemplate: 'https://www.dhl.com/en/express/tracking.html?AWB={tracking_number}', scac: 'DHLC' },
  {
    code: 'dhl_ecommerce',
    name: 'DHL eCommerce',
    trackingUrlTemplate: 'https://www.dhl.com/us-en/home/tracking/tracking-ecommerce.html?submit=1&tracking-id={tracking_number}',
  },
  { code: 'amazon_logistics', name: 'Amazon Logistics', trackingUrlTemplate: 'https://track.amazon.com/tracking/{tracking_number}' },
  { code: 'amazon_shipping', name: 'Amazon Shipping', trackingUrlTemplate: 'https://track.amazon.com/tracking/{tracking_number}' },
  { code: 'ontrac', name: 'OnTrac', trackingUrlTemplate: 'https://www.ontrac.com/tracking/?number={tracking_number}' },
  { code: 'lasership', name: 'LaserShip', trackingUrlTemplate: 'https://www.lasership.com/track/{tracking_number}' },
  { code: 'gls_us', name: 'GLS US', trackingUrlTemplate: 'https://www.gls-us.com/track-and-trace?TrackingNumbers={tracking_number}' },
  { code: 'lso', name: 'Lone Star Overnight' }, // no public link by number found (tracking form on lso.com)
  { code: 'spee_dee', name: 'Spee-Dee Delivery', trackingUrlTemplate: 'https://speedeedelivery.com/track-a-shipment/?v=detail&barcode={tracking_number}' },
  { code: 'veho', name: 'Veho', trackingUrlTemplate: 'https://track.shipveho.com/#/trackingId/{tracking_number}' },
  { code: 'axlehire', name: 'AxleHire' }, // no public link by number found (recipients get a per-delivery link)
  { code: 'better_trucks', name: 'Better Trucks', trackingUrlTemplate: 'https://tracking.bettertrucks.com/tracking?trackingNumber={tracking_number}' },
  {
    code: 'cdl_last_mile',
    name: 'CDL Last Mile',
    trackingUrlTemplate: 'https://ship.cdldelivers.com/Xcelerator/Tracking/Tracking?packageitemrefno={tracking_number}',
  },
  { code: 'doordash', name: 'DoorDash Drive' }, // tracking needs the per-delivery link DoorDash issues, not a number
  { code: 'pitney_bowes', name: 'Pitney Bowes', trackingUrlTemplate: 'https://tracking.pb.com/{tracking_number}' },
  { code: 'asendia', name: 'Asendia', trackingUrlTemplate: 'https://tracking.asendia.com/tracking/{tracking_number}' },
  { code: 'passport', name: 'Passport', trackingUrlTemplate: 'https://track.passportshipping.com/{tracking_number}' },
  { code: 'osm_worldwide', name: 'OSM Worldwide', trackingUrlTemplate: 'https://www.osmworldwide.com/tracking/?trackingNumbers={tracking_number}' },
  { code: 'apc_postal', name: 'APC Postal Logistics', trackingUrlTemplate: 'https://us.mytracking.net/APC/track/TrackDetails.aspx?t={tracking_number}' },
  { code: 'landmark_global', name: 'Landmark Global', trackingUrlTemplate: 'https://track.landmarkglobal.com/?search={tracking_number}' },
  { code: 'ag_systems', name: 'Associated Global Systems' }, // tracking is a form post on tracking.agsystems.com (house air waybill)

  // United States: freight, LTL and truckload (templates take the PRO number)
  { code: 'fedex_freight', name: 'FedEx Freight', trackingUrlTemplate: 'https://www.fedex.com/fedextrack/?trknbr={tracking_number}', scac: 'FXFE' },
  {
    code: 'tforce_freight',
    name: 'TForce Freight',
    trackingUrlTemplate: 'https://www.tforcefreight.com/ltl/apps/Tracking?proNumbers={tracking_number}',
    scac: 'UPGF',
  },
  { code: 'xpo', name: 'XPO', trackingUrlTemplate: 'https://app.ltl.xpo.com/appjs/tracking/details/{tracking_number}', scac: 'CNWY' },
  {
    code: 'old_dominion',
    name: 'Old Dominion Freight Line',
    trackingUrlTemplate: 'https://www.odfl.com/us/en/tools/trace-track-ltl-freight/trace.html?proNumbers={tracking_number}',
    scac: 'ODFL',
  },
  {
    code: 'estes',
    name: 'Estes Express Lines',
    trackingUrlTemplate: 'https://www.estes-express.com/myestes/shipment-tracking/?type=PRO&query={tracking_number}',
    scac: 'EXLA',
  },
  { code: 'saia', name: 'Saia', trackingUrlTemplate: 'https://www.saia.com/track/details;pro={tracking_number}', scac: 'SAIA' },
  {
    code: 'rl_carriers',
    name: 'R+L Carriers',
    trackingUrlTemplate: 'https://www2.rlcarriers.com/freight/shipping/shipment-tracing?pro={tracking_number}&docType=PRO&source=web',
    scac: 'RLCA',
  },
  { code: 'abf', name: 'ABF Freight', trackingUrlTemplate: 'https://view.arcb.com/nlo/tools/tracking/{tracking_number}', scac: 'ABFS' },
  {
    code: 'southeastern_freight',
    name: 'Southeastern Freight Lines',
    trackingUrlTemplate: 'https://www.sefl.com/seflWebsite/servlet?GUID=&externalMenu=true&action=Tracing_Trace_by_pro&Type=PN&RefNum={tracking_number}',
    scac: 'SEFL',
  },
  {
    code: 'averitt',
    name: 'Averitt Express',
    trackingUrlTemplate: 'https://tools.averitt.com/servlet/rsoLTLtrack?Type=PN&Number={tracking_number}',
    scac: 'AVRT',
  },
  {
    code: 'aaa_cooper',
    name: 'AAA Cooper Transportation',
    trackingUrlTemplate: 'https://www.aaacooper.com/pwb/Transit/ProTrackResults.aspx?ProNum={tracking_number}&AllAccounts=true',
    scac: 'AACT',
  },
  {
    code: 'dayton_freight',
    name: 'Dayton Freight Lines',
    trackingUrlTemplate: 'https://tools.daytonfreight.com/tracking/detail/{tracking_number}',
    scac: 'DAFG',
  },
  {
    code: 'central_transport',
    name: 'Central Transport',
    trackingUrlTemplate: 'https://www.centraltransport.com/tools/shipment-status?pro={tracking_number}',
    scac: 'CTII',
  },
  {
    code: 'pitt_ohio',
    name: 'Pitt Ohio',
    trackingUrlTemplate: 'https://pittohio.com/mypittohio/shipping/quicktrace/publictracingresponse/{tracking_number}',
    scac: 'PITD',
  },
  {
    code: 'a_duie_pyle',
    name: 'A. Duie Pyle',
    trackingUrlTemplate: 'https://aduiepyle.com/resources/shipment-status/?tracking={tracking_number}',
    scac: 'PYLE',
  },
  { code: 'oak_harbor', name: 'Oak Harbor Freight Lines', scac: 'OAKH' }, // no public link by PRO found (tracing form on oakh.com)
  { code: 'dohrn', name: 'Dohrn Transfer', scac: 'DHRN' }, // no public link by PRO found (tracing form on dohrn.com)
  { code: 'ward', name: 'Ward Trucking', scac: 'WARD' }, // no public link by PRO found (tracing form on wardtlc.com)
  { code: 'forward_air', name: 'Forward Air', trackingUrlTemplate: 'https://www.forwardair.com/tracking?numbers={tracking_number}' },
  { code: 'roadrunner', name: 'Roadrunner Freight', trackingUrlTemplate: 'https://tools.rrts.com/LTLTrack/?searchValues={tracking_number}', scac: 'RDFS' },
  {
    code: 'daylight_transport',
    name: 'Daylight Transport',
    trackingUrlTemplate: 'https://mydaylight.dylt.com/external/shipment?probill={tracking_number}',
    scac: 'DYLT',
  },
  { code: 'jb_hunt', name: 'J.B. Hunt Transport', scac: 'HJBT' }, // truckload: load status needs a J.B. Hunt 360 login
  { code: 'werner', name: 'Werner Enterprises', scac: 'WERN' }, // truckload: load status needs a customer login
  { code: 'schneider', name: 'Schneider National' }, // truckload: load status needs a customer login
  { code: 'landstar', name: 'Landstar' }, // truckload: load status needs a customer login
  { code: 'pilot_freight', name: 'Pilot Freight Services' }, // no public link by number found (now part of Maersk)

  // Canada
  {
    code: 'canada_post',
    name: 'Canada Post',
    trackingUrlTemplate: 'https://www.canadapost-postescanada.ca/track-reperage/en#/search?searchFor={tracking_number}',
  },
  { code: 'purolator', name: 'Purolator', trackingUrlTemplate: 'https://www.purolator.com/en/shipping/tracker?pin={tracking_number}' },
  { code: 'canpar', name: 'Canpar Express', trackingUrlTemplate: 'https://www.canpar.com/en/tracking/track.htm?barcode={tracking_number}' },
  { code: 'loomis_express', name: 'Loomis Express' }, // no public link by number found (tracking form on loomis-express.com)
  { code: 'gls_canada', name: 'GLS Canada' }, // no public link by number found (tracking form on gls-canada.com)
  { code: 'intelcom', name: 'Intelcom' }, // no public link by number found (tracking form on intelcom.ca)
  { code: 'day_ross', name: 'Day & Ross' }, // tracking is a form on dayross.com, no link by probill number
  { code: 'nationex', name: 'Nationex' }, // no public link by number found (tracking form on nationex.com)

  // United Kingdom and Ireland
  { code: 'royal_mail', name: 'Royal Mail', trackingUrlTemplate: 'https://www.royalmail.com/track-your-item#/tracking-results/{tracking_number}' },
  { code: 'parcelforce', name: 'Parcelforce Worldwide', trackingUrlTemplate: 'https://www.parcelforce.com/track-trace?trackNumber={tracking_number}' },
  { code: 'dpd_uk', name: 'DPD UK', trackingUrlTemplate: 'https://www.dpd.co.uk/apps/tracking/?reference={tracking_number}' },
  {
    code: 'interlink_express',
    name: 'DPD Local (Interlink Express)',
    trackingUrlTemplate: 'https://www.dpdlocal.co.uk/apps/tracking/?reference={tracking_number}',
  },
  { code: 'evri', name: 'Evri', trackingUrlTemplate: 'https://www.evri.com/track/parcel/{tracking_number}/details' },
  { code: 'yodel', name: 'Yodel', trackingUrlTemplate: 'https://www.yodel.co.uk/tracking/{tracking_number}' },
  { code: 'dhl_parcel_uk', name: 'DHL Parcel UK', trackingUrlTemplate: 'https://track.dhlparcel.co.uk/?con={tracking_number}' },
  { code: 'apc_overnight', name: 'APC Overnight' }, // tracking needs the delivery postcode
  { code: 'dx', name: 'DX' }, // no public link by number found (tracking form on dxdelivery.com)
  {
    code: 'tnt',
    name: 'TNT',
    trackingUrlTemplate: 'https://www.tnt.com/express/en_gb/site/shipping-tools/tracking.html?searchType=con&cons={tracking_number}',
  },
  { code: 'an_post', name: 'An Post', trackingUrlTemplate: 'https://www.anpost.com/Post-Parcels/Track/History?item={tracking_number}' },

  // Continental Europe
  { code: 'dpd', name: 'DPD', trackingUrlTemplate: 'https://tracking.dpd.de/status/en_US/parcel/{tracking_number}' },
  {
    code: 'dhl_paket',
    name: 'DHL Paket (Germany)',
    trackingUrlTemplate: 'https://www.dhl.de/de/privatkunden/pakete-empfangen/verfolgen.html?piececode={tracking_number}',
  },
  { code: 'deutsche_post', name: 'Deutsche Post', trackingUrlTemplate: 'https://www.deutschepost.de/de/s/sendungsverfolgung.html?piececode={tracking_number}' },
  { code: 'dpd_de', name: 'DPD Germany', trackingUrlTemplate: 'https://tracking.dpd.de/status/de_DE/parcel/{tracking_number}' },
  { code: 'dpd_fr', name: 'DPD France', trackingUrlTemplate: 'https://trace.dpd.fr/fr/trace/{tracking_number}' },
  { code: 'dpd_nl', name: 'DPD Netherlands', trackingUrlTemplate: 'https://www.dpdgroup.com/nl/mydpd/my-parcels/track?lang=en&parcelNumber={tracking_number}' },
  { code: 'dpd_pl', name: 'DPD Poland', trackingUrlTemplate: 'https://tracktrace.dpd.com.pl/parcelDetails?typ=1&p1={tracking_number}' },
  { code: 'gls', name: 'GLS', trackingUrlTemplate: 'https://gls-group.com/EU/en/parcel-tracking?match={tracking_number}' },
  {
    code: 'hermes_de',
    name: 'Hermes Germany',
    trackingUrlTemplate: 'https://www.myhermes.de/empfangen/sendungsverfolgung/sendungsinformation#{tracking_number}',
  },
  { code: 'postnl', name: 'PostNL' }, // tracking needs the destination postcode
  { code: 'bpost', name: 'bpost', trackingUrlTemplate: 'https://track.bpost.cloud/btr/web/#/search?itemCode={tracking_number}&lang=en' },
  { code: 'la_poste', name: 'La Poste', trackingUrlTemplate: 'https://www.laposte.fr/outils/suivre-vos-envois?code={tracking_number}' },
  { code: 'colissimo', name: 'Colissimo', trackingUrlTemplate: 'https://www.laposte.fr/outils/suivre-vos-envois?code={tracking_number}' },
  { code: 'chronopost', name: 'Chronopost', trackingUrlTemplate: 'https://www.chronopost.fr/tracking-no-cms/suivi-page?listeNumerosLT={tracking_number}' },
  { code: 'mondial_relay', name: 'Mondial Relay' }, // tracking needs the postcode
  { code: 'colis_prive', name: 'Colis Privé', trackingUrlTemplate: 'https://www.colisprive.com/moncolis/pages/detailColis.aspx?numColis={tracking_number}' },
  { code: 'poste_italiane', name: 'Poste Italiane', trackingUrlTemplate: 'https://www.poste.it/cerca/index.html#/risultati-spedizioni/{tracking_number}' },
  { code: 'brt', name: 'BRT' }, // no stable public link by number found (tracking form on brt.it)
  {
    code: 'sda',
    name: 'SDA Express Courier',
    trackingUrlTemplate: 'https://www.sda.it/wps/portal/Servizi_online/dettaglio-spedizione?locale=it&tracing.letteraVettura={tracking_number}',
  },
  {
    code: 'correos',
    name: 'Correos',
    trackingUrlTemplate: 'https://www.correos.es/es/es/herramientas/localizador/envios/detalle?tracking-number={tracking_number}',
  },
  { code: 'seur', name: 'SEUR', trackingUrlTemplate: 'https://www.seur.com/livetracking/?segOnlineIdentificador={tracking_number}' },
  { code: 'mrw', name: 'MRW' }, // no stable public link by number found (tracking form on mrw.es)
  { code: 'nacex', name: 'Nacex' }, // tracking needs the origin agency code with the waybill number
  { code: 'ctt', name: 'CTT', trackingUrlTemplate: 'https://www.ctt.pt/feapl_2/app/open/objectSearch/objectSearch.jspx?objects={tracking_number}' },
  { code: 'swiss_post', name: 'Swiss Post', trackingUrlTemplate: 'https://service.post.ch/ekp-web/ui/entry/search/{tracking_number}' },
  { code: 'austrian_post', name: 'Austrian Post', trackingUrlTemplate: 'https://www.post.at/s/sendungsdetails?snr={tracking_number}' },
  { code: 'posti', name: 'Posti', trackingUrlTemplate: 'https://www.posti.fi/en/tracking#/lahetys/{tracking_number}' },
  { code: 'matkahuolto', name: 'Matkahuolto', trackingUrlTemplate: 'https://www.matkahuolto.fi/seuranta?parcelNumber={tracking_number}' },
  { code: 'postnord', name: 'PostNord', trackingUrlTemplate: 'https://www.postnord.se/en/our-tools/track-and-trace?shipmentId={tracking_number}' },
  { code: 'bring', name: 'Bring', trackingUrlTemplate: 'https://tracking.bring.com/tracking/{tracking_number}' },
  { code: 'budbee', name: 'Budbee', trackingUrlTemplate: 'https://tracking.budbee.com/{tracking_number}' },
  { code: 'inpost', name: 'InPost', trackingUrlTemplate: 'https://inpost.pl/sledzenie-przesylek?number={tracking_number}' },
  { code: 'poczta_polska', name: 'Poczta Polska', trackingUrlTemplate: 'https://emonitoring.poczta-polska.pl/?numer={tracking_number}' },
  { code: 'ceska_posta', name: 'Česká pošta', trackingUrlTemplate: 'https://www.postaonline.cz/trackandtrace/-/zasilka/cislo?parcelNumbers={tracking_number}' },
  { code: 'ppl_cz', name: 'PPL CZ', trackingUrlTemplate: 'https://www.ppl.cz/vyhledat-zasilku?shipmentId={tracking_number}' },
  { code: 'packeta', name: 'Packeta (Zásilkovna)', trackingUrlTemplate: 'https://tracking.packeta.com/en/?id={tracking_number}' },
  { code: 'magyar_posta', name: 'Magyar Posta', trackingUrlTemplate: 'https://www.posta.hu/nyomkovetes/nyitooldal?searchvalue={tracking_number}' },
  { code: 'econt', name: 'Econt', trackingUrlTemplate: 'https://www.econt.com/services/track-shipment/{tracking_number}' },
  { code: 'speedy', name: 'Speedy', trackingUrlTemplate: 'https://www.speedy.bg/en/track-shipment?shipmentNumber={tracking_number}' },
  { code: 'nova_poshta', name: 'Nova Poshta', trackingUrlTemplate: 'https://novaposhta.ua/tracking/?cargo_number={tracking_number}' },
  { code: 'elta', name: 'ELTA Hellenic Post', trackingUrlTemplate: 'https://itemsearch.elta.gr/en-GB/Query/Direct/{tracking_number}' },
  {
    code: 'dhl_freight',
    name: 'DHL Freight',
    trackingUrlTemplate: 'https://www.dhl.com/global-en/home/tracking/tracking-freight.html?submit=1&tracking-id={tracking_number}',
  },
  { code: 'db_schenker', name: 'DB Schenker', trackingUrlTemplate: 'https://www.dbschenker.com/app/tracking-public/?refNumber={tracking_number}' },
  {
    code: 'kuehne_nagel',
    name: 'Kuehne+Nagel',
    trackingUrlTemplate: 'https://onlineservices.kuehne-nagel.com/public-tracking/shipments?query={tracking_number}',
  },
  { code: 'dsv', name: 'DSV' }, // no public link by number found (forwarding references are searched in myDSV)
  { code: 'geodis', name: 'GEODIS' }, // no public link by number found (tracking form on geodis.com)
  { code: 'dachser', name: 'DACHSER', trackingUrlTemplate: 'https://elogistics.dachser.com/shp2s/?javalocale=en_US&search={tracking_number}' },
  { code: 'ceva_logistics', name: 'CEVA Logistics' }, // no stable public link by number found (CEVA Matrix tracking form)

  // Middle East and Africa
  { code: 'aramex', name: 'Aramex', trackingUrlTemplate: 'https://www.aramex.com/us/en/track/results?ShipmentNumber={tracking_number}' },
  { code: 'emirates_post', name: 'Emirates Post' }, // no stable public link by number found (tracking form on emiratespost.ae)
  { code: 'smsa_express', name: 'SMSA Express', trackingUrlTemplate: 'https://www.smsaexpress.com/trackingdetails?tracknumbers={tracking_number}' },
  { code: 'israel_post', name: 'Israel Post', trackingUrlTemplate: 'https://israelpost.co.il/en/itemtrace?itemcode={tracking_number}' },
  { code: 'ptt', name: 'PTT (Turkish Post)', trackingUrlTemplate: 'https://gonderitakip.ptt.gov.tr/Track/Verify?q={tracking_number}' },
  {
    code: 'yurtici_kargo',
    name: 'Yurtiçi Kargo',
    trackingUrlTemplate: 'https://www.yurticikargo.com/tr/online-servisler/gonderi-sorgula?code={tracking_number}',
  },
  { code: 'aras_kargo', name: 'Aras Kargo', trackingUrlTemplate: 'https://kargotakip.araskargo.com.tr/mainpage.aspx?code={tracking_number}' },
  { code: 'mng_kargo', name: 'MNG Kargo (DHL eCommerce Türkiye)', trackingUrlTemplate: 'https://kargotakip.mngkargo.com.tr/?takipNo={tracking_number}' },
  { code: 'the_courier_guy', name: 'The Courier Guy', trackingUrlTemplate: 'https://portal.thecourierguy.co.za/track?ref={tracking_number}' },

  // Asia-Pacific
  {
    code: 'sf_express',
    name: 'SF Express',
    trackingUrlTemplate: 'https://www.sf-express.com/us/en/dynamic_function/waybill/#search/bill-number/{tracking_number}',
  },
  { code: 'china_post', name: 'China Post' }, // tracking form asks for a captcha
  { code: 'china_ems', name: 'China EMS' }, // tracking form asks for a captcha
  { code: 'cainiao', name: 'Cainiao', trackingUrlTemplate: 'https://global.cainiao.com/detail.htm?mailNoList={tracking_number}' },
  { code: 'yunexpress', name: 'YunExpress', trackingUrlTemplate: 'https://www.yuntrack.com/parcelTracking?id={tracking_number}' },
  { code: 'fourpx', name: '4PX', trackingUrlTemplate: 'https://track.4px.com/#/result/0/{tracking_number}' },
  { code: 'zto_express', name: 'ZTO Express' }, // no public link by number found (tracking form on zto.com)
  { code: 'yto_express', name: 'YTO Express' }, // no public link by number found (tracking form on yto.net.cn)
  { code: 'jd_logistics', name: 'JD Logistics' }, // no public link by number found (tracking needs a JD login)
  { code: 'hong_kong_post', name: 'Hongkong Post' }, // no stable public link by number found (tracking form on hongkongpost.hk)
  {
    code: 'japan_post',
    name: 'Japan Post',
    trackingUrlTemplate: 'https://trackings.post.japanpost.jp/services/srv/search/direct?reqCodeNo1={tracking_number}&locale=en',
  },
  { code: 'yamato', name: 'Yamato Transport', trackingUrlTemplate: 'https://toi.kuronekoyamato.co.jp/cgi-bin/tneko?number00=1&number01={tracking_number}' },
  { code: 'sagawa', name: 'Sagawa Express', trackingUrlTemplate: 'https://k2k.sagawa-exp.co.jp/p/web/okurijosearch.do?okurijoNo={tracking_number}' },
  { code: 'korea_post', name: 'Korea Post', trackingUrlTemplate: 'https://service.epost.go.kr/trace.RetrieveDomRigiTraceList.comm?sid1={tracking_number}' },
  { code: 'cj_logistics', name: 'CJ Logistics', trackingUrlTemplate: 'https://trace.cjlogistics.com/next/tracking.html?wblNo={tracking_number}' },
  { code: 'singpost', name: 'SingPost' }, // no stable public link by number found (tracking form on singpost.com)
  { code: 'ninja_van', name: 'Ninja Van', trackingUrlTemplate: 'https://www.ninjavan.co/en-sg/tracking?id={tracking_number}' },
  { code: 'jt_express', name: 'J&T Express' }, // one tracking site per country, none takes the number in its address across them
  { code: 'kerry_express', name: 'Kerry Express', trackingUrlTemplate: 'https://th.kex-express.com/en/track/?track={tracking_number}' },
  { code: 'flash_express', name: 'Flash Express', trackingUrlTemplate: 'https://www.flashexpress.co.th/fle/tracking?se={tracking_number}' },
  { code: 'thailand_post', name: 'Thailand Post', trackingUrlTemplate: 'https://track.thailandpost.co.th/?trackNumber={tracking_number}' },
  { code: 'pos_malaysia', name: 'Pos Malaysia', trackingUrlTemplate: 'https://tracking.pos.com.my/tracking/{tracking_number}' },
  { code: 'pos_indonesia', name: 'Pos Indonesia' }, // no public link by number found (tracking form on posindonesia.co.id)
  { code: 'vietnam_post', name: 'Vietnam Post' }, // no public link by number found (tracking form on vnpost.vn)
  { code: 'lbc_express', name: 'LBC Express', trackingUrlTemplate: 'https://www.lbcexpress.com/track/?tracking_no={tracking_number}' },
  { code: 'india_post', name: 'India Post' }, // tracking form asks for a captcha
  {
    code: 'blue_dart',
    name: 'Blue Dart',
    trackingUrlTemplate: 'https://www.bluedart.com/web/guest/trackdartresultthirdparty?trackFor=0&trackNo={tracking_number}',
  },
  { code: 'delhivery', name: 'Delhivery', trackingUrlTemplate: 'https://www.delhivery.com/track/package/{tracking_number}' },
  { code: 'dtdc', name: 'DTDC' }, // tracking form asks for a captcha
  { code: 'xpressbees', name: 'Xpressbees', trackingUrlTemplate: 'https://www.xpressbees.com/shipment/tracking?awbNo={tracking_number}' },
  { code: 'ecom_express', name: 'Ecom Express', trackingUrlTemplate: 'https://ecomexpress.in/tracking/?awb_field={tracking_number}' },
  {
    code: 'dhl_ecommerce_asia',
    name: 'DHL eCommerce Asia',
    trackingUrlTemplate: 'https://www.dhl.com/global-en/home/tracking/tracking-ecommerce.html?submit=1&tracking-id={tracking_number}',
  },
  { code: 'australia_post', name: 'Australia Post', trackingUrlTemplate: 'https://auspost.com.au/mypost/track/#/details/{tracking_number}' },
  { code: 'startrack', name: 'StarTrack', trackingUrlTemplate: 'https://startrack.com.au/track/details/{tracking_number}' },
  { code: 'aramex_au', name: 'Aramex Australia', trackingUrlTemplate: 'https://www.aramex.com.au/tools/track?l={tracking_number}' },
  { code: 'couriers_please', name: 'CouriersPlease', trackingUrlTemplate: 'https://www.couriersplease.com.au/tools-track/no/{tracking_number}' },
  {
    code: 'direct_freight',
    name: 'Direct Freight Express',
    trackingUrlTemplate: 'https://www.directfreight.com.au/ConsignmentStatus.aspx?lookuptype=0&consignment_no={tracking_number}',
  },
  { code: 'sendle', name: 'Sendle', trackingUrlTemplate: 'https://track.sendle.com/tracking?ref={tracking_number}' },
  { code: 'toll', name: 'Toll', trackingUrlTemplate: 'https://www.mytoll.com/?externalSearchQuery={tracking_number}&op=Search' },
  { code: 'nz_post', name: 'NZ Post', trackingUrlTemplate: 'https://www.nzpost.co.nz/tools/tracking/item/{tracking_number}' },

  // Latin America
  { code: 'correios', name: 'Correios' }, // tracking form asks for a captcha
  { code: 'jadlog', name: 'Jadlog', trackingUrlTemplate: 'https://www.jadlog.com.br/jadlog/tracking?cte={tracking_number}' },
  { code: 'loggi', name: 'Loggi' }, // tracking link carries a Loggi key besides the number
  { code: 'total_express', name: 'Total Express' }, // no stable public link by number found (tracking form on totalexpress.com.br)
  { code: 'estafeta', name: 'Estafeta', trackingUrlTemplate: 'https://www.estafeta.com/herramientas/rastreo?wayBillType=1&wayBill={tracking_number}' },
  { code: 'correos_de_mexico', name: 'Correos de México' }, // no public link by number found (tracking form on correosdemexico.gob.mx)
  { code: 'paquetexpress', name: 'Paquetexpress' }, // no public link by number found (tracking form on paquetexpress.com.mx)
  { code: 'servientrega', name: 'Servientrega' }, // no public link by number found (tracking form on servientrega.com)
  {
    code: 'coordinadora',
    name: 'Coordinadora',
    trackingUrlTemplate: 'https://coordinadora.com/rastreo/rastreo-de-guia/detalle-de-rastreo-de-guia/?guia={tracking_number}',
  },
  { code: 'chilexpress', name: 'Chilexpress', trackingUrlTemplate: 'https://centrodeayuda.chilexpress.cl/seguimiento/{tracking_number}' },
  { code: 'correos_chile', name: 'Correos de Chile', trackingUrlTemplate: 'https://www.correos.cl/web/guest/seguimiento-en-linea?codigos={tracking_number}' },
  { code: 'correo_argentino', name: 'Correo Argentino' }, // tracking is a form post on correoargentino.com.ar
  { code: 'andreani', name: 'Andreani', trackingUrlTemplate: 'https://www.andreani.com/#!/informacionEnvio/{tracking_number}' },
  { code: 'serpost', name: 'Serpost' }, // no public link by number found (tracking form on serpost.com.pe)
];
