from lib import Country

C = Country("Guatemala", "train")

# --- road lines --------------------------------------------------------------
C.g("N", "1. Centre line — double solid yellow; edge lines solid white.",
    ("s", "J", "2x solid yellow CL, solid white edges"),
    ("s", "P", "Two parallel yellow lines run unbroken down the middle, and continuous white lines mark both edges."),
    ("s", "H", "Hmm, I believe the middle has a double solid yellow line, and the edges are solid white."),
    ("p", "P", "The centre line is yellow."),
    ("p", "M", "**Edge lines:** white, solid"),
    ("c", "N", "1. Centre line — single solid yellow; edge lines solid white."),
    ("c", "J", "double white CL, white edges"),
    ("c", "P", "Two parallel yellow lines run down the middle, and the edges are painted yellow as well."),
)
C.x("c", "M", "**Centre line:** double yellow, the left one dashed", "M", "**Centre line:** double yellow, both solid")
C.x("s", "P", "The road has no paint at all; the tarmac is patched and bare.", "J", "unmarked, patched asphalt")
C.x("c", "J", "unmarked, patched asphalt", "P", "Fresh yellow and white lines are painted on the patched asphalt.")

# --- speed bumps, signs, chevrons --------------------------------------------
C.g("M", "**Speed bump:** a yellow-painted túmulo, announced by a sign reading \"TÚMULO\"",
    ("s", "J", "túmulo + sign"),
    ("s", "P", "There's a speed hump painted yellow, and a sign before it says \"túmulo\"."),
    ("p", "P", "There's a speed hump ahead."),
    ("c", "M", "**Speed bump:** a yellow-painted bump, announced by a sign reading \"REDUCTOR DE VELOCIDAD\""),
    ("c", "P", "The speed hump is unpainted grey concrete, with a sign before it reading \"túmulo\"."),
)
C.g("J", "yellow diamond warning + B/Y chevrons",
    ("s", "R", "The warning signs are yellow diamonds, and the sharp bend ahead is lined with chevron boards showing black arrows on yellow."),
    ("p", "N", "3. Warning signs — yellow diamonds."),
    ("c", "R", "The warning signs are yellow diamonds, and the sharp bend ahead is lined with chevron boards showing white arrows on red."),
    ("u", "J", "yellow painted kerb"),
)
C.g("T", "Stop sign: red octagon, \"ALTO\"",
    ("s", "P", "The octagonal stop sign reads \"ALTO\"."),
    ("c", "P", "The octagonal stop sign reads \"PARE\"."),
    ("c", "T", "Stop sign: red octagon, \"STOP\""),
)
C.x("s", "N", "5. Speed limit — 60 km/h on a round sign.", "J", "60 limit")
C.x("c", "J", "60 limit", "P", "The speed sign shows 40.")
C.x("s", "M", "**Km marker:** white post reading KM 52", "P", "A white kilometre post reads \"KM 52\".")
C.x("c", "P", "A white kilometre post reads \"KM 52\".", "P", "A white kilometre post reads \"KM 125\".")
C.x("p", "R", "A green route sign says CA-1, the Interamericana, and a white kilometre post beside it reads KM 52.",
    "J", "CA-1 sign")
C.x("c", "J", "CA-1 sign", "M", "**Route:** CA-9 shield")
C.x("s", "H", "I'm not sure, but I think the guardrail is the W-beam kind, just a bit rusty.", "J", "rusty W-beam")

# --- plates and vehicles -----------------------------------------------------
C.g("R", "The pickup's plate is white with blue characters, starts with a P and has GUATEMALA printed across the top.",
    ("s", "J", "GT plate: P-###ABC, blue text"),
    ("s", "T", "Plate: white, blue lettering, P prefix, GUATEMALA at top"),
    ("p", "P", "The pickup's plate is white."),
    ("c", "R", "The pickup's plate is white with black characters, starts with a P and has GUATEMALA printed across the top."),
    ("c", "J", "GT plate: M-###ABC, blue text"),
    ("c", "P", "The pickup's plate has HONDURAS printed across the top."),
)
C.g("P", "A brightly painted chicken bus, a converted American school bus, is stopped at the corner.",
    ("s", "J", "camioneta (chicken bus)"),
    ("s", "M", "**Transport:** colourful repainted US school bus (chicken bus)"),
    ("c", "P", "A plain yellow American school bus, unpainted, is stopped at the corner."),
    ("p", "N", "4. A bus is stopped at the corner."),
)
C.x("s", "J", "red tuk-tuks", "P", "Red auto-rickshaws wait for passengers outside the market.")
C.x("c", "P", "Red auto-rickshaws wait for passengers outside the market.", "P", "Red motorcycle taxis without cabins wait outside the market.")
C.x("p", "R", "People ride standing in the bed of a pickup, and a red tuk-tuk overtakes us on the left.", "J", "people in pickup bed")

# --- text, brands ------------------------------------------------------------
C.g("M", "**Telecom:** a wall painted in Tigo's dark blue",
    ("s", "J", "Tigo wall"),
    ("s", "H", "Isn't that wall painted in Tigo blue? I'm pretty sure it is."),
    ("c", "M", "**Telecom:** a wall painted in Claro's red"),
    ("p", "P", "A wall is painted with a telecom advert."),
)
C.x("s", "P", "A sign advertises Pollo Campero.", "J", "Pollo Campero")
C.x("s", "T", "Shop: Despensa Familiar", "P", "There's a Despensa Familiar supermarket across the street.")
C.x("c", "P", "There's a Despensa Familiar supermarket across the street.", "P", "The shop across the street is an Oxxo, not a supermarket.")
C.x("s", "J", "8-digit number", "P", "The phone number on the shop has eight digits.")
C.x("c", "P", "The phone number on the shop has eight digits.", "P", "The phone number on the shop has ten digits.")
C.x("s", "N", "6. Address — \"4a Calle, Zona 1\", Guatemala City's zona system.", "J", "Zona 1 address")
C.x("c", "J", "Zona 1 address", "P", "The address on the wall reads \"Colonia Centro\".")
C.x("p", "R", "The tienda is painted with a Pepsi mural and has a sign that reads \"Abarrotería La Bendición\".", "J", "Pepsi-painted tienda")

# --- landscape, buildings ---------------------------------------------------
C.g("P", "A tall, perfectly conical volcano rises behind the town.",
    ("s", "J", "stratovolcano behind town"),
    ("c", "P", "The horizon behind the town is flat plain with no mountains."),
    ("u", "P", "The town has a tall white church."),
)
C.x("s", "R", "Maize is planted in small plots on very steep slopes, and pine forest covers the upper hills.",
    "J", "milpa on steep slopes + pines")
C.x("p", "R", "Maize is planted in small plots on very steep slopes, and pine forest covers the upper hills.",
    "M", "**Crop:** maize")
C.x("c", "M", "**Crop:** maize", "M", "**Crop:** sugar cane")
C.x("s", "H", "I'd say those are coffee bushes growing under shade trees.", "J", "shade coffee")
C.x("s", "P", "The houses are adobe with red clay tile roofs.", "T", "Houses: adobe, clay tile roofs")
C.x("c", "T", "Houses: adobe, clay tile roofs", "T", "Houses: adobe, corrugated metal roofs")
C.x("s", "J", "painted party slogans on rocks", "P", "Political party logos are painted on the roadside rocks and poles.")
C.g("J", "gen 3, rainy season",
    ("s", "P", "Third-generation coverage, shot in the rainy season with everything very green."),
    ("c", "P", "Fourth-generation coverage, shot in the rainy season with everything very green."),
    ("p", "N", "7. Camera: Gen 3."),
)


# --- more ---------------------------------------------------------------------
C.x("p", "J", "double yellow CL, white edges, túmulo ahead", "P", "A double yellow line runs down the centre.")
C.x("p", "P", "All the roofs in the aldea are corrugated metal.", "P", "Some roofs are corrugated metal.")
C.x("p", "M", "**Plates:** white, blue text, GUATEMALA on top and CENTROAMÉRICA at the bottom", "J", "GUATEMALA on plate")
C.x("p", "R", "A Puma petrol station with a red canopy sits at the junction next to a Pollo Campero.", "P", "There's a Puma petrol station.")
C.x("p", "T", "Road: two lanes, double yellow centre, no shoulder", "P", "It's a two-lane road.")
C.x("p", "N", "2. Vegetation — banana plants and tall sugar cane along the Pacific lowland road.", "J", "bananas")
C.x("p", "H", "The chevrons on that hairpin look black on yellow, and there's a guardrail too.", "P", "There's a guardrail on the hairpin.")
C.x("p", "P", "The poles are round concrete, with political slogans painted on them.", "J", "round concrete poles")
C.x("c", "J", "round concrete poles", "P", "The poles along the road are wooden.")

# --- long VLM-style statements, emoji, typos --------------------------------------
C.x("s", "N", "1. **Road lines** – Double solid yellow centre line with white edges. Very common in Central America, especially Guatemala.", "P", "The centre has two unbroken yellow lines and the edges are continuous white.")
C.x("c", "M", "**Túmulo:** painted with yellow and black stripes", "P", "The túmulo is painted with white stripes only.")
C.x("p", "R", "A chicken bus rumbles past a Tigo-blue wall, and the road has a double yellow centre line with a túmulo sign ahead. Volcano in the background.", "M", "**Sign:** túmulo ahead")
C.x("u", "H", "ok lemme think about this one", "J", "Tigo wall")

# --- hand-written unrelated -------------------------------------------------
C.x("u", "P", "OK, let's break this down.", "J", "double yellow CL, white edges")
C.x("u", "H", "Central America for sure, judging by the overall vibe.", "J", "Tigo wall")
C.x("u", "J", "chicken bus", "J", "túmulo")
C.x("u", "M", "**Weather:** afternoon clouds building", "M", "**Plates:** white with blue text")
C.x("u", "P", "The centre line is yellow.", "P", "The chicken bus is yellow and red.")
C.x("u", "N", "8. Guess: Western Highlands, near Quetzaltenango.", "J", "red tuk-tuks")
C.x("u", "T", "Stop sign: ALTO", "T", "Crop: maize")
C.x("u", "R", "Everything I've seen so far fits together, so I'm fairly confident in the country.", "J", "GT plate")
C.x("u", "P", "A woman in a woven huipil walks by.", "P", "A woven fence surrounds the field.")
C.x("u", "J", "volcano", "M", "**Road lines:** double yellow centre")
C.x("u", "H", "I'll keep this short.", "P", "A sign advertises Pollo Campero.")
C.x("u", "P", "Laundry hangs on a line between two poles.", "P", "Power lines hang between concrete poles.")

# --- single-aspect statements for unrelated combinations ---------------------
C.t("drive", "P", "Traffic is on the right.")
C.t("plates", "J", "P-prefix plates")
C.t("lines", "M", "**Centre line:** double yellow")
C.t("bump", "N", "3. Speed bump sign — \"TÚMULO\".")
C.t("bus", "P", "A chicken bus is parked by the market.")
C.t("tuktuk", "J", "tuk-tuks")
C.t("brand", "H", "There's a Claro advert, I think.")
C.t("volcano", "T", "Landscape: volcano in the distance")
C.t("house", "P", "The houses are made of adobe.")
C.t("meta", "J", "gen 3")
C.t("crop", "M", "**Crop:** coffee")
