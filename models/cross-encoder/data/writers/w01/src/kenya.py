from lib import Country

C = Country("Kenya", "train")

# --- road lines ------------------------------------------------------------
C.g("N", "1. Road lines — solid yellow edge lines on both sides and a dashed white centre line.",
    ("s", "J", "yellow edges, dashed white CL"),
    ("s", "R", "The tarmac is framed by a continuous yellow line along each edge, while the middle of the road carries a broken white line; that mix is classic Kenyan trunk road."),
    ("p", "P", "The edge lines are yellow."),
    ("p", "M", "**Centre line:** white, dashed"),
    ("c", "J", "white edges, dashed white CL"),
    ("c", "N", "1. Road lines — solid yellow edge lines on both sides and a solid white centre line."),
    ("c", "H", "I'd say the edge lines are white here, though the centre is a dashed white line."),
    ("c", "P", "The road has a double yellow centre line and yellow edges."),
)
C.x("s", "H", "Looks to me like the edge lines are yellow — maybe faded, but definitely yellow.",
    "J", "yellow edge lines")
C.x("c", "J", "yellow edge lines", "M", "**Edges:** no edge lines at all, the tarmac just crumbles into red dirt")
C.x("p", "R", "The tarmac just crumbles into the red dirt at the sides, with no edge markings, and the centre line is a faded dashed white line.",
    "P", "There are no edge lines.")

# --- speed bumps, kerbs, signs ---------------------------------------------
C.g("M", "**Speed bumps:** painted in black and yellow stripes, with a \"BUMPS AHEAD\" board before them",
    ("s", "P", "Before the village there is a sign reading \"BUMPS AHEAD\", and the humps themselves are striped yellow and black."),
    ("p", "J", "speed bumps"),
    ("p", "N", "4. Sign: \"BUMPS AHEAD\"."),
    ("c", "M", "**Speed bumps:** painted in black and white stripes, with a \"BUMPS AHEAD\" board before them"),
    ("c", "P", "There are rumble strips but no speed humps before the village."),
)
C.g("J", "kerbs painted B/W",
    ("s", "P", "The kerbstones along the median are painted alternately black and white."),
    ("c", "P", "The kerbstones along the median are painted alternately red and white."),
    ("p", "T", "Kerbs: painted"),
    ("u", "J", "B/W chevrons"),
)
C.g("P", "The triangular warning sign has a red border and a white background, UK style.",
    ("s", "J", "UK-style red-bordered warning triangle"),
    ("c", "M", "**Warning sign:** yellow diamond with a black symbol"),
    ("p", "N", "6. A triangular warning sign is visible."),
)
C.x("s", "M", "**Chevrons:** black arrows on white boards, on the outside of the bend",
    "J", "B/W chevrons on the bend")
C.x("c", "J", "B/W chevrons on the bend", "P", "The bend is marked with red and white chevron boards.")
C.x("c", "T", "Speed limit sign: 50", "P", "A round sign with a red ring limits speed to 80.")
C.x("s", "P", "A round sign with a red ring limits speed to 80.", "J", "80 limit")

# --- plates ----------------------------------------------------------------
C.g("R", "The matatu in front of us has a yellow rear plate with black characters starting with K, which together with left-hand traffic is a strong Kenya clue.",
    ("s", "J", "LHT + yellow rear plate, black \"K..\" chars → KE"),
    ("p", "P", "Oncoming cars pass on our right, so it is left-hand traffic."),
    ("p", "J", "yellow rear plate"),
    ("c", "R", "The matatu in front of us has a white rear plate with black characters starting with K, and traffic keeps to the left."),
    ("c", "J", "RHT + yellow rear plate \"K..\""),
)
C.g("T", "Plates: white front, yellow back, format KCB 482T",
    ("s", "N", "2. Plates — white at the front and yellow at the rear, KCB-style registration."),
    ("s", "H", "From what I can see, the front plates are white and the rear ones yellow, and one reads something like KCB 482T."),
    ("c", "T", "Plates: white front, yellow back, format UAB 482T"),
    ("c", "P", "Both front and rear plates are yellow."),
    ("p", "M", "**Plates:** yellow at the rear"),
)
C.x("s", "P", "The rear plates are yellow.", "P", "Plates are yellow at the back and white at the front.")

# --- Street View meta --------------------------------------------------------
C.g("J", "gen 3 + snorkel",
    ("s", "P", "This is third-generation coverage, and the Google car has a snorkel visible at the front right."),
    ("s", "N", "5. Meta: Gen 3 camera; the car's snorkel pokes up in the corner of the frame."),
    ("p", "M", "**Camera:** Gen 3"),
    ("c", "P", "This is fourth-generation coverage, and the Google car has a snorkel visible at the front right."),
    ("c", "H", "I don't see any snorkel on the car, just a plain roof — and it's Gen 3."),
)
C.x("c", "N", "5. Meta: the snorkel is on the front right of the car.", "J", "snorkel on the front left")

# --- vehicles, brands, language -------------------------------------------
C.g("P", "The minibuses are matatus covered in bright graffiti, with a yellow stripe along the side.",
    ("s", "J", "graffiti matatus w/ yellow side stripe"),
    ("p", "J", "matatus"),
    ("c", "P", "The minibuses are matatus covered in bright graffiti, with a red stripe along the side."),
    ("c", "M", "**Public transport:** tuk-tuks instead of minibuses"),
)
C.x("s", "J", "boda-bodas", "P", "A row of motorbike taxi riders in reflective vests is parked under the tree by the stage.")
C.x("c", "P", "The taxis here are motorbikes with padded pillion seats.", "P", "The taxis here are bicycles with padded rear seats.")
C.g("M", "**Branding:** a shop painted Safaricom green with M-PESA lettering",
    ("s", "P", "One shop is painted in Safaricom's green and advertises M-PESA."),
    ("s", "H", "Is that an M-PESA kiosk? The green paint says Safaricom to me."),
    ("c", "M", "**Branding:** a shop painted Airtel red with M-PESA lettering"),
    ("p", "J", "M-PESA sign"),
)
C.x("s", "J", "Swahili: \"Duka\", \"Karibu\"",
    "R", "A hand-painted sign over the shop says \"Karibu\", and another one reads \"Duka la dawa\", which is Swahili.")
C.x("c", "N", "3. Language — the painted sign reads \"Duka\" (Swahili for shop).",
    "N", "3. Language — the painted sign reads \"Boutique\" (French for shop).")
C.x("p", "R", "A hand-painted sign over the shop says \"Karibu\", and another one reads \"Duka la dawa\", which is Swahili.",
    "P", "There is a sign that says \"Karibu\".")
C.x("s", "P", "A phone number painted on the wall starts with 07 and has ten digits.", "J", "07xx xxx xxx on wall")
C.x("c", "J", "07xx xxx xxx on wall", "P", "The number painted on the wall starts with +256.")

# --- landscape, poles, buildings --------------------------------------------
C.g("R", "The soil is a deep red, and flat-topped acacias dot the dry savanna on both sides of the road.",
    ("s", "J", "red soil, flat-top acacias, savanna"),
    ("p", "P", "The soil is red."),
    ("c", "P", "The soil is a pale sand, and flat-topped acacias dot the dry savanna on both sides of the road."),
    ("c", "M", "**Landscape:** lush green tea plantations on rolling hills"),
)
C.x("s", "M", "**Crops:** tea bushes clipped into neat flat rows on the hillsides",
    "J", "tea plantation (Kericho-ish)")
C.x("c", "P", "The hillsides are covered with clipped rows of tea.", "P", "The hillsides are covered with rows of coffee bushes.")
C.g("P", "The power lines hang from tall wooden poles with a single metal crossarm.",
    ("s", "J", "wooden poles, single crossarm"),
    ("c", "P", "The power lines hang from tall concrete poles with a single metal crossarm."),
    ("p", "T", "Poles: wooden"),
)
C.x("s", "J", "mabati roofs", "P", "Most roofs are corrugated iron sheets.")


# --- more ---------------------------------------------------------------------
C.x("s", "T", "Road: two-lane tarmac, yellow edges", "P", "It is a two-lane asphalt road with a yellow line along both edges.")
C.x("s", "J", "jacarandas", "H", "Those purple flowering trees look like jacarandas to me.")
C.x("s", "M", "**Km post:** white concrete marker reading \"NAIROBI 86\"", "P", "A white concrete kilometre post gives Nairobi as 86 km away.")
C.x("s", "P", "Street View here is the old third-generation camera.", "J", "gen3")
C.x("p", "R", "The road is a freshly surfaced two-lane highway with yellow edge lines, a dashed white centre line and cat's eyes along the middle.", "J", "fresh tarmac")
C.x("p", "N", "3. Vegetation — acacia, candelabra euphorbia and dry grass.", "P", "There are acacias.")
C.x("p", "P", "The petrol station is a TotalEnergies with a red, blue and orange canopy.", "J", "TotalEnergies station")
C.x("p", "M", "**Guardrail:** W-beam, painted in black and white stripes at the bridge", "P", "There is a guardrail on the bridge approach.")
C.x("u", "P", "A few fluffy clouds are hanging over the hills.", "J", "yellow edge lines")
C.x("u", "H", "I'm fairly sure of the country now.", "J", "mabati roofs")
C.x("u", "P", "The lorry's bumper is striped black and yellow.", "P", "The speed bumps are striped black and yellow.")

# --- long VLM-style statements, emoji, typos --------------------------------------
C.x("s", "M", "**Road markings:** 🟡 yellow edge lines on both sides + ⚪ dashed white centre line. This combo is a strong indicator for Kenya (and a few neighbours).", "J", "yellow edges, dashed white CL")
C.x("c", "N", "4. Kerbs — painted black and white around the roundabout, UK-influenced style.", "P", "The roundabout kerbs are painted yellow and black.")
C.x("p", "R", "There are speed bumps with a \"BUMPS AHEAD\" board, yellow edge lines, and the verges are red dirt with a few boda-bodas parked. It all screams Kenya.", "N", "2. Red dirt verges.")
C.x("u", "P", "The image resolution is decent.", "J", "BUMPS AHEAD sign")

# --- hand-written unrelated ---------------------------------------------------
C.x("u", "H", "Okay, first impressions before I zoom in on anything.", "J", "yellow edges, dashed white CL")
C.x("u", "P", "This has a very East African feel.", "J", "yellow rear plate")
C.x("u", "J", "yellow edge lines", "P", "The matatu has a yellow stripe.")
C.x("u", "M", "**Weather:** hazy, bright sun", "M", "**Camera:** Gen 3 with snorkel")
C.x("u", "N", "7. Kerbs — painted black and white.", "N", "7. Chevrons — black arrows on white.")
C.x("u", "J", "boda-bodas", "J", "red soil")
C.x("u", "R", "Putting everything together, I'd place this in central Kenya near Nyeri.", "T", "Kerbs: black and white")
C.x("u", "P", "A cow is grazing on the verge.", "P", "A cow is painted on the Brookside milk billboard.")
C.x("u", "H", "Hard to say for certain, I'll keep looking.", "N", "2. Plates — white at the front and yellow at the rear.")
C.x("u", "J", "LHT", "M", "**Shop:** Safaricom green")

# --- single-aspect statements for unrelated combinations ---------------------
C.t("drive", "J", "drives L")
C.t("plates", "P", "The rear plate on the lorry is yellow.")
C.t("lines", "M", "**Edge lines:** solid yellow")
C.t("meta", "N", "5. Snorkel visible on the car.")
C.t("soil", "J", "red laterite soil")
C.t("vehicle", "P", "A graffiti-covered matatu is parked by the stage.")
C.t("brand", "H", "I think I see an M-PESA sign on that kiosk.")
C.t("language", "T", "Language: Swahili and English")
C.t("pole", "J", "wooden poles")
C.t("kerb", "P", "The kerbs are painted black and white.")
C.t("roof", "M", "**Roofs:** corrugated iron")
