from lib import Country

C = Country("Chile", "train")

# --- warning signs and chevrons ---------------------------------------------
C.g("M", "**Warning signs:** yellow diamonds with black symbols, American style",
    ("s", "J", "yellow diamond warning signs"),
    ("s", "P", "The hazard signs are diamond-shaped, yellow with black pictograms."),
    ("c", "M", "**Warning signs:** white triangles with a red border, European style"),
    ("p", "N", "4. A warning sign for a curve stands on the right."),
)
C.g("N", "3. Chevrons — black arrows on yellow boards around the curve.",
    ("s", "J", "black-on-yellow chevrons"),
    ("s", "H", "Unless I'm mistaken, the chevron boards on the curve are yellow with black arrows."),
    ("p", "P", "There are chevron boards on the curve."),
    ("c", "N", "3. Chevrons — white arrows on red boards around the curve."),
    ("c", "J", "black-on-white chevrons"),
)
C.x("s", "P", "The stop sign says \"PARE\".", "J", "PARE")
C.x("c", "P", "The stop sign says \"PARE\".", "M", "**Stop sign:** reads \"ALTO\"")
C.x("c", "T", "Speed limit: 100", "N", "6. Speed limit — 120, on a round red-rimmed sign.")
C.x("s", "N", "6. Speed limit — 120, on a round red-rimmed sign.", "J", "120 km/h limit")
C.x("p", "R", "A green motorway sign with white lettering announces the exit for Rancagua, and below it a smaller plate gives the route as Ruta 5 Sur.",
    "P", "A green motorway sign points to Rancagua.")
C.x("c", "P", "The route marker reads Ruta 5.", "P", "The route marker reads Ruta 68.")
C.x("s", "J", "R5 Sur", "H", "I believe the little plate under the exit sign says \"Ruta 5 Sur\".")

# --- road lines, bollards, guardrails ----------------------------------------
C.g("P", "The highway has a dashed white centre line and continuous white edge lines.",
    ("s", "J", "white dashed CL, solid white edges"),
    ("s", "T", "Markings: centre dashed white; edges solid white"),
    ("p", "M", "**Edge lines:** solid white"),
    ("c", "P", "The highway has a double yellow centre line and continuous white edge lines."),
    ("c", "J", "white dashed CL, no edge lines"),
    ("u", "P", "The highway has a tall concrete median barrier."),
)
C.g("J", "white bollards, black band, amber reflector",
    ("s", "M", "**Bollards:** white posts with a black band near the top holding an amber reflector"),
    ("p", "P", "White bollards line the road."),
    ("c", "J", "white bollards, black band, blue reflector"),
    ("c", "P", "The bollards are all black with an amber reflector."),
    ("p", "N", "5. Bollards — white with a black band."),
)
C.g("R", "A W-beam guardrail runs along the outside of the curve, and its end is flared and painted with diagonal yellow and black stripes.",
    ("s", "J", "W-beam on outer side of curve, flared end striped yellow/black"),
    ("p", "P", "There is a metal guardrail on the outside of the curve."),
    ("c", "R", "A W-beam guardrail runs along the outside of the curve, and its end is flared and painted with diagonal red and white stripes."),
    ("c", "M", "**Barrier:** concrete New Jersey barrier, no metal guardrail"),
)
C.x("s", "H", "Hmm, that looks like a toll gantry — the \"pórtico\" kind with TAG readers.", "J", "TAG toll gantry")
C.x("p", "N", "7. Road surface — grey concrete slabs with visible joints.", "P", "The road is paved.")
C.x("c", "N", "7. Road surface — grey concrete slabs with visible joints.", "J", "black asphalt")

# --- plates --------------------------------------------------------------
C.g("T", "Plates: white, black text, \"CHILE\" along the bottom, four letters and two digits",
    ("s", "R", "The car ahead has a white plate with black characters in the four-letters-two-digits pattern, and the word CHILE printed along its lower edge."),
    ("s", "J", "CL plates: BBCL·12, CHILE at bottom"),
    ("p", "P", "The plates are white with black characters."),
    ("c", "T", "Plates: white, black text, \"ARGENTINA\" along the top, two letters, three digits, two letters"),
    ("c", "H", "I think the plates are yellow here, with black text."),
)
C.x("s", "P", "The number on the car is split into pairs by small dots and a tiny coat of arms.",
    "J", "plate pairs split by crest")

# --- language and businesses ------------------------------------------------
C.g("N", "1. Language — Spanish, and the liquor store is called a \"Botillería\", which is Chilean usage.",
    ("s", "J", "\"Botillería\" sign → CL Spanish"),
    ("s", "P", "The shop sign reads \"Botillería\", a word used in Chile for a liquor shop."),
    ("p", "M", "**Language:** Spanish"),
    ("c", "N", "1. Language — Spanish, and the liquor store is called a \"Licorería\"."),
)
C.g("M", "**Fuel:** Copec station with its green-and-blue canopy",
    ("s", "J", "Copec, green/blue canopy"),
    ("c", "P", "The petrol station at the corner is a YPF."),
    ("p", "P", "The corner has a petrol station."),
)
C.x("s", "P", "A Lider supermarket sign is visible over the car park.", "J", "Líder")
C.x("c", "J", "Líder", "T", "Supermarket: Carrefour")
C.x("p", "R", "The phone number on the sign is +56 9 followed by eight digits, and the website ends in .cl.",
    "J", ".cl domain")
C.x("s", "J", "+56 9 mobile", "P", "A mobile number starting with +56 9 is printed on the banner.")
C.x("c", "P", "A mobile number starting with +56 9 is printed on the banner.", "P", "A mobile number starting with +54 9 is printed on the banner.")
C.x("s", "P", "A green-and-white police car with \"Carabineros\" on the door drives by.", "J", "green/white Carabineros car")

# --- landscape ------------------------------------------------------------
C.g("R", "This is hyper-arid desert: bare beige gravel plains with no vegetation at all, the Atacama type.",
    ("s", "J", "Atacama, zero veg"),
    ("s", "M", "**Landscape:** barren desert, not a single plant"),
    ("c", "P", "The roadside is thick, wet temperate rainforest."),
    ("p", "P", "The land is a desert."),
)
C.g("P", "Rows of tall poplars line the fields, with vineyards behind them and the Andes in the background.",
    ("s", "J", "poplar rows, vineyards, Andes backdrop"),
    ("p", "N", "2. Poplar windbreaks along the fields."),
    ("c", "P", "Rows of tall eucalyptus line the fields, with vineyards behind them and the Andes in the background."),
    ("c", "M", "**Crops:** orange groves behind the poplar rows, Andes behind"),
)
C.x("s", "J", "araucarias", "M", "**Trees:** monkey-puzzle (araucaria) trees on the hillside")
C.x("c", "J", "araucarias", "P", "The trees on the hillside are cypresses.")
C.x("s", "R", "The houses are clad in wooden shingles cut in scalloped shapes, painted in bright colours, typical of Chiloé.",
    "J", "colourful scalloped-shingle houses (Chiloé)")
C.x("p", "R", "The houses are clad in wooden shingles cut in scalloped shapes, painted in bright colours, typical of Chiloé.",
    "P", "The houses are clad in wooden shingles.")
C.x("c", "J", "snow-capped volcano on horizon", "P", "The horizon is flat with no mountains at all.")
C.x("s", "P", "Concrete poles carry the power lines along the road.", "T", "Poles: concrete")
C.x("c", "T", "Poles: concrete", "T", "Poles: wooden")
C.g("J", "gen 4, winter, south",
    ("s", "P", "The coverage is sharp fourth-generation imagery taken in winter, in the southern part of the country."),
    ("c", "P", "The coverage is blurry second-generation imagery taken in winter, in the south."),
    ("p", "N", "8. Camera: Gen 4."),
)


# --- more ---------------------------------------------------------------------
C.x("p", "J", "PARE + yellow diamonds", "P", "The stop sign at the junction reads PARE.")
C.x("p", "M", "**Road:** two lanes each way, split by a grassy median with a W-beam guardrail", "P", "The road is a dual carriageway.")
C.x("p", "P", "All the roofs in the village are corrugated metal.", "H", "I can see at least one corrugated metal roof.")
C.x("p", "R", "The guardrail end is flared and striped yellow and black, and there's a yellow diamond curve warning just beyond it.", "J", "yellow curve warning sign")
C.x("c", "J", "green/white Carabineros car", "P", "The police car that drives by is blue and white and marked \"Policía\".")

# --- long VLM-style statements, emoji, typos --------------------------------------
C.x("s", "N", "5. **Chevrons** – Black arrows on yellow boards line the curve. Chile uses US-style yellow warning signage, which fits.", "J", "black-on-yellow chevrons on the curve")
C.x("c", "M", "**Guardrail:** double W-beam (two stacked rails) along the ravine", "P", "A single W-beam rail runs along the ravine.")
C.x("p", "R", "At the junction there's a yellow diamond warning sign, a PARE stop sign and a white bollard with an amber reflector; the road itself is made of concrete slabs.", "M", "**Stop sign:** PARE")
C.x("u", "H", "I'm going to zoom in a bit to see more detail.", "J", "PARE")

# --- hand-written unrelated -------------------------------------------------
C.x("u", "P", "Let me start with the obvious things.", "J", "yellow diamond warning signs")
C.x("u", "H", "Looks South American to me.", "P", "The shop sign reads \"Botillería\".")
C.x("u", "J", "Copec", "J", "PARE")
C.x("u", "M", "**Weather:** overcast and drizzly", "M", "**Plates:** white with CHILE at the bottom")
C.x("u", "P", "The chevron boards are yellow and black.", "P", "The fence posts are yellow and black.")
C.x("u", "N", "9. Final answer: central Chile.", "J", "poplar rows")
C.x("u", "J", "white bollards, black band", "P", "A black dog is lying next to a white wall.")
C.x("u", "R", "I keep going back and forth, but the overall picture is consistent with my guess.", "T", "Speed limit: 100")
C.x("u", "P", "There is a bus stop with a glass shelter.", "J", "W-beam guardrail")
C.x("u", "J", "Andes", "M", "**Road lines:** dashed white centre")
C.x("u", "H", "It could be the south, but I'm not confident.", "J", "black-on-yellow chevrons")
C.x("u", "P", "The gravel shoulder is wide.", "P", "The gravel parking lot is wide.")
C.x("u", "T", "Driving side: right", "T", "Fuel station: Copec")

# --- single-aspect statements for unrelated combinations ---------------------
C.t("drive", "P", "Traffic keeps to the right side here.")
C.t("plates", "J", "plates: CHILE along the bottom")
C.t("warning", "M", "**Warning signs:** yellow diamonds")
C.t("lines", "N", "2. Edge lines — solid white.")
C.t("language", "P", "The signs are in Spanish.")
C.t("trees", "J", "poplar windbreaks")
C.t("meta", "H", "I think this is Gen 4 coverage.")
C.t("brand", "T", "Fuel station: Copec")
C.t("mountain", "P", "The Andes rise to the east.")
C.t("pole", "J", "concrete poles")
C.t("guardrail", "M", "**Guardrail:** W-beam")
