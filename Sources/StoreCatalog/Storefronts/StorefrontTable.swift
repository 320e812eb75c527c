/// The App Store's 175 storefronts, one per line: ISO 3166-1 alpha-3, Apple's numeric storefront id,
/// alpha-2, English name, the ISO 4217 currency the App Store prices in there, and the default locale.
///
/// Storefront ids are the values of StoreKit's `Storefront.id` and the App Store Server API's
/// `storefrontId`. Currencies follow the App Store's pricing territories: where Apple does not price
/// in the local currency (much of Africa, Central Asia and the Pacific) it prices in US dollars.
enum StorefrontTable {
  static let rows = """
    AFG|143610|AF|Afghanistan|USD|fa_AF
    AGO|143564|AO|Angola|USD|pt_AO
    AIA|143538|AI|Anguilla|USD|en_AI
    ALB|143575|AL|Albania|USD|sq_AL
    ARE|143481|AE|United Arab Emirates|AED|ar_AE
    ARG|143505|AR|Argentina|USD|es_AR
    ARM|143524|AM|Armenia|USD|hy_AM
    ATG|143540|AG|Antigua and Barbuda|USD|en_AG
    AUS|143460|AU|Australia|AUD|en_AU
    AUT|143445|AT|Austria|EUR|de_AT
    AZE|143568|AZ|Azerbaijan|USD|az_AZ
    BEL|143446|BE|Belgium|EUR|nl_BE
    BEN|143576|BJ|Benin|USD|fr_BJ
    BFA|143578|BF|Burkina Faso|USD|fr_BF
    BGR|143526|BG|Bulgaria|BGN|bg_BG
    BHR|143559|BH|Bahrain|USD|ar_BH
    BHS|143539|BS|Bahamas|USD|en_BS
    BIH|143225|BA|Bosnia and Herzegovina|EUR|bs_BA
    BLR|143565|BY|Belarus|USD|be_BY
    BLZ|143555|BZ|Belize|USD|en_BZ
    BMU|143542|BM|Bermuda|USD|en_BM
    BOL|143556|BO|Bolivia|USD|es_BO
    BRA|143503|BR|Brazil|BRL|pt_BR
    BRB|143541|BB|Barbados|USD|en_BB
    BRN|143560|BN|Brunei|USD|ms_BN
    BTN|143577|BT|Bhutan|USD|dz_BT
    BWA|143525|BW|Botswana|USD|en_BW
    CAN|143455|CA|Canada|CAD|en_CA
    CHE|143459|CH|Switzerland|CHF|de_CH
    CHL|143483|CL|Chile|CLP|es_CL
    CHN|143465|CN|China mainland|CNY|zh_CN
    CIV|143527|CI|Côte d’Ivoire|USD|fr_CI
    CMR|143574|CM|Cameroon|USD|fr_CM
    COD|143613|CD|Congo, Democratic Republic of the|USD|fr_CD
    COG|143582|CG|Congo, Republic of the|USD|fr_CG
    COL|143501|CO|Colombia|COP|es_CO
    CPV|143580|CV|Cape Verde|USD|pt_CV
    CRI|143495|CR|Costa Rica|USD|es_CR
    CYM|143544|KY|Cayman Islands|USD|en_KY
    CYP|143557|CY|Cyprus|EUR|el_CY
    CZE|143489|CZ|Czechia|CZK|cs_CZ
    DEU|143443|DE|Germany|EUR|de_DE
    DMA|143545|DM|Dominica|USD|en_DM
    DNK|143458|DK|Denmark|DKK|da_DK
    DOM|143508|DO|Dominican Republic|USD|es_DO
    DZA|143563|DZ|Algeria|USD|ar_DZ
    ECU|143509|EC|Ecuador|USD|es_EC
    EGY|143516|EG|Egypt|EGP|ar_EG
    ESP|143454|ES|Spain|EUR|es_ES
    EST|143518|EE|Estonia|EUR|et_EE
    FIN|143447|FI|Finland|EUR|fi_FI
    FJI|143583|FJ|Fiji|USD|en_FJ
    FRA|143442|FR|France|EUR|fr_FR
    FSM|143591|FM|Micronesia|USD|en_FM
    GAB|143614|GA|Gabon|USD|fr_GA
    GBR|143444|GB|United Kingdom|GBP|en_GB
    GEO|143615|GE|Georgia|USD|ka_GE
    GHA|143573|GH|Ghana|USD|en_GH
    GMB|143584|GM|Gambia|USD|en_GM
    GNB|143585|GW|Guinea-Bissau|USD|pt_GW
    GRC|143448|GR|Greece|EUR|el_GR
    GRD|143546|GD|Grenada|USD|en_GD
    GTM|143504|GT|Guatemala|USD|es_GT
    GUY|143553|GY|Guyana|USD|en_GY
    HKG|143463|HK|Hong Kong|HKD|zh_HK
    HND|143510|HN|Honduras|USD|es_HN
    HRV|143494|HR|Croatia|EUR|hr_HR
    HUN|143482|HU|Hungary|HUF|hu_HU
    IDN|143476|ID|Indonesia|IDR|id_ID
    IND|143467|IN|India|INR|en_IN
    IRL|143449|IE|Ireland|EUR|en_IE
    IRQ|143617|IQ|Iraq|USD|ar_IQ
    ISL|143558|IS|Iceland|USD|is_IS
    ISR|143491|IL|Israel|ILS|he_IL
    ITA|143450|IT|Italy|EUR|it_IT
    JAM|143511|JM|Jamaica|USD|en_JM
    JOR|143528|JO|Jordan|USD|ar_JO
    JPN|143462|JP|Japan|JPY|ja_JP
    KAZ|143517|KZ|Kazakhstan|KZT|kk_KZ
    KEN|143529|KE|Kenya|USD|en_KE
    KGZ|143586|KG|Kyrgyzstan|USD|ky_KG
    KHM|143579|KH|Cambodia|USD|km_KH
    KNA|143548|KN|Saint Kitts and Nevis|USD|en_KN
    KOR|143466|KR|Korea, Republic of|KRW|ko_KR
    KWT|143493|KW|Kuwait|USD|ar_KW
    LAO|143587|LA|Laos|USD|lo_LA
    LBN|143497|LB|Lebanon|USD|ar_LB
    LBR|143588|LR|Liberia|USD|en_LR
    LBY|143567|LY|Libya|USD|ar_LY
    LCA|143549|LC|Saint Lucia|USD|en_LC
    LKA|143486|LK|Sri Lanka|USD|si_LK
    LTU|143520|LT|Lithuania|EUR|lt_LT
    LUX|143451|LU|Luxembourg|EUR|fr_LU
    LVA|143519|LV|Latvia|EUR|lv_LV
    MAC|143515|MO|Macao|USD|zh_MO
    MAR|143620|MA|Morocco|USD|ar_MA
    MDA|143523|MD|Moldova|USD|ro_MD
    MDG|143531|MG|Madagascar|USD|mg_MG
    MDV|143488|MV|Maldives|USD|dv_MV
    MEX|143468|MX|Mexico|MXN|es_MX
    MKD|143530|MK|North Macedonia|USD|mk_MK
    MLI|143532|ML|Mali|USD|fr_ML
    MLT|143521|MT|Malta|EUR|mt_MT
    MMR|143570|MM|Myanmar|USD|my_MM
    MNE|143619|ME|Montenegro|EUR|sr_Latn_ME
    MNG|143592|MN|Mongolia|USD|mn_MN
    MOZ|143593|MZ|Mozambique|USD|pt_MZ
    MRT|143590|MR|Mauritania|USD|ar_MR
    MSR|143547|MS|Montserrat|USD|en_MS
    MUS|143533|MU|Mauritius|USD|en_MU
    MWI|143589|MW|Malawi|USD|en_MW
    MYS|143473|MY|Malaysia|MYR|ms_MY
    NAM|143594|NA|Namibia|USD|en_NA
    NER|143534|NE|Niger|USD|fr_NE
    NGA|143561|NG|Nigeria|NGN|en_NG
    NIC|143512|NI|Nicaragua|USD|es_NI
    NLD|143452|NL|Netherlands|EUR|nl_NL
    NOR|143457|NO|Norway|NOK|nb_NO
    NPL|143484|NP|Nepal|USD|ne_NP
    NRU|143606|NR|Nauru|AUD|en_NR
    NZL|143461|NZ|New Zealand|NZD|en_NZ
    OMN|143562|OM|Oman|USD|ar_OM
    PAK|143477|PK|Pakistan|PKR|ur_PK
    PAN|143485|PA|Panama|USD|es_PA
    PER|143507|PE|Peru|PEN|es_PE
    PHL|143474|PH|Philippines|PHP|en_PH
    PLW|143595|PW|Palau|USD|en_PW
    PNG|143597|PG|Papua New Guinea|USD|en_PG
    POL|143478|PL|Poland|PLN|pl_PL
    PRT|143453|PT|Portugal|EUR|pt_PT
    PRY|143513|PY|Paraguay|USD|es_PY
    QAT|143498|QA|Qatar|QAR|ar_QA
    ROU|143487|RO|Romania|RON|ro_RO
    RUS|143469|RU|Russia|RUB|ru_RU
    RWA|143621|RW|Rwanda|USD|rw_RW
    SAU|143479|SA|Saudi Arabia|SAR|ar_SA
    SEN|143535|SN|Senegal|USD|fr_SN
    SGP|143464|SG|Singapore|SGD|en_SG
    SLB|143601|SB|Solomon Islands|USD|en_SB
    SLE|143600|SL|Sierra Leone|USD|en_SL
    SLV|143506|SV|El Salvador|USD|es_SV
    SRB|143500|RS|Serbia|USD|sr_RS
    STP|143598|ST|São Tomé and Príncipe|USD|pt_ST
    SUR|143554|SR|Suriname|USD|nl_SR
    SVK|143496|SK|Slovakia|EUR|sk_SK
    SVN|143499|SI|Slovenia|EUR|sl_SI
    SWE|143456|SE|Sweden|SEK|sv_SE
    SWZ|143602|SZ|Eswatini|USD|en_SZ
    SYC|143599|SC|Seychelles|USD|en_SC
    TCA|143552|TC|Turks and Caicos Islands|USD|en_TC
    TCD|143581|TD|Chad|USD|fr_TD
    THA|143475|TH|Thailand|THB|th_TH
    TJK|143603|TJ|Tajikistan|USD|tg_TJ
    TKM|143604|TM|Turkmenistan|USD|tk_TM
    TON|143608|TO|Tonga|USD|to_TO
    TTO|143551|TT|Trinidad and Tobago|USD|en_TT
    TUN|143536|TN|Tunisia|USD|ar_TN
    TUR|143480|TR|Türkiye|TRY|tr_TR
    TWN|143470|TW|Taiwan|TWD|zh_TW
    TZA|143572|TZ|Tanzania|TZS|sw_TZ
    UGA|143537|UG|Uganda|USD|en_UG
    UKR|143492|UA|Ukraine|UAH|uk_UA
    URY|143514|UY|Uruguay|USD|es_UY
    USA|143441|US|United States|USD|en_US
    UZB|143566|UZ|Uzbekistan|USD|uz_UZ
    VCT|143550|VC|Saint Vincent and the Grenadines|USD|en_VC
    VEN|143502|VE|Venezuela|USD|es_VE
    VGB|143543|VG|British Virgin Islands|USD|en_VG
    VNM|143471|VN|Vietnam|VND|vi_VN
    VUT|143609|VU|Vanuatu|USD|bi_VU
    XKS|143624|XK|Kosovo|EUR|sq_XK
    YEM|143571|YE|Yemen|USD|ar_YE
    ZAF|143472|ZA|South Africa|ZAR|en_ZA
    ZMB|143622|ZM|Zambia|USD|en_ZM
    ZWE|143605|ZW|Zimbabwe|USD|en_ZW
    """
}
