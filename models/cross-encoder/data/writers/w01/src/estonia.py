from lib import Country

C = Country("Estonia", "train")

# --- bollards -------------------------------------------------------------
C.g("N", "2. Roadside posts: white, with a black stripe near the top and a small white rectangular reflector in it.",
    ("s", "J", "EE bollards — white, black band up top, white reflector"),
    ("s", "M", "**Delineators:** white plastic posts; the upper part has a black stripe holding a white reflector."),
    ("p", "P", "White plastic posts mark the edge of the road."),
    ("p", "H", "I can just about make out a black stripe near the top of the roadside posts."),
    ("c", "N", "2. Roadside posts: white, with a black stripe near the top and a small orange rectangular reflector in it."),
    ("c", "J", "EE bollards — white, black band at the foot, white reflector"),
    ("c", "P", "The roadside posts are solid black with a white reflector."),
)
C.x("s", "H", "Those thin posts along the ditch might be delineators, and it looks like they carry a white reflector.",
    "T", "Delineator reflector: white")
C.x("c", "T", "Delineator reflector: white",
    "T", "Delineator reflector: red")
C.x("p", "R", "The delineators come in pairs at the culvert, and each one has a black stripe with a white reflector, so it's the Baltic/Nordic style rather than a Polish one.",
    "J", "paired posts at the culvert")

# --- road surface and lines --------------------------------------------------
C.g("M", "**Road:** narrow asphalt, no centre line, no edge lines, gravel shoulders",
    ("s", "P", "The asphalt is narrow and completely unmarked, with gravel on either side."),
    ("s", "J", "unmarked narrow tarmac, gravel shoulders"),
    ("p", "N", "3. Road markings: none visible."),
    ("c", "M", "**Road:** narrow asphalt, dashed white centre line, no edge lines, gravel shoulders"),
    ("c", "P", "The narrow road has solid white edge lines but nothing in the middle."),
    ("u", "M", "**Forest:** tall spruce right up to the ditch"),
)
C.g("J", "dashed white CL + dashed white edge lines",
    ("s", "N", "4. Markings — both the centre and the edges are broken white lines."),
    ("p", "P", "The centre line is a broken white line."),
    ("c", "J", "dashed white CL + solid white edge lines"),
    ("c", "P", "The centre line is a dashed yellow line, and the edges are dashed white."),
)
C.g("P", "The road here is unpaved: a grey gravel track with a grass strip in the middle.",
    ("s", "J", "gravel road, grass in the middle"),
    ("c", "M", "**Surface:** fresh asphalt"),
    ("p", "T", "Surface: unpaved"),
)
C.x("c", "H", "Honestly, it looks like the tarmac has a double solid white centre line here.",
    "J", "single solid white CL")

# --- signs -----------------------------------------------------------------
C.g("T", "Direction sign: blue background, white text, \"Tartu 42\"",
    ("s", "P", "A blue direction sign with white lettering says Tartu is 42 km away."),
    ("s", "J", "blue dir. sign → Tartu 42"),
    ("c", "P", "A blue direction sign with white lettering says Tartu is 24 km away."),
    ("c", "N", "1. Signage — green direction sign with white text: \"Tartu 42\"."),
    ("c", "M", "**Direction sign:** blue, white text, pointing to *Pärnu 42*"),
    ("p", "J", "blue dir. sign"),
)
C.g("J", "90 sign",
    ("s", "P", "The speed limit sign shows 90 km/h."),
    ("c", "N", "5. Speed limit: 110 (summer limit on the main road)."),
    ("p", "H", "I think I saw a speed sign a few clicks back, but I didn't catch the number."),
)
C.x("s", "M", "**Chevrons:** red and white, on the outer side of the bend",
    "J", "red/white chevron boards on bend")
C.x("c", "J", "red/white chevron boards on bend",
    "P", "Black and yellow chevron boards mark the bend.")
C.x("p", "R", "A square blue bus stop sign with a white bus pictogram stands next to a small wooden shelter, and the stop's name is written underneath.",
    "J", "bus stop sign")

# --- language --------------------------------------------------------------
C.g("N", "1. Language: Estonian — the street sign ends in \"tänav\" and there's an õ in a place name.",
    ("s", "J", "EST lang: -tänav, õ"),
    ("s", "H", "If I'm reading it right, the sign says something like \"Pikk tänav\", and I spotted the letter õ on another sign, so it's Estonian."),
    ("p", "P", "The signs are in Estonian."),
    ("c", "N", "1. Language: Latvian — the street sign ends in \"iela\" and there's an ā in a place name."),
    ("c", "M", "**Language:** Finnish (\"katu\", ä, ö; no õ)"),
)
C.x("s", "P", "The shop sign reads \"Pood\".", "J", "\"Pood\" = shop (EST)")
C.x("c", "P", "The shop sign reads \"Pood\".", "P", "The shop sign reads \"Kauppa\".")
C.x("p", "R", "The village sign reads \"Kõrveküla\" and the shop next to it is a Coop Konsum, both very Estonian.",
    "J", "Coop Konsum")

# --- plates and cars --------------------------------------------------------
C.g("M", "**Plates:** white EU plates, EST in the blue band, three digits then three letters",
    ("s", "J", "EST plates, 123 ABC"),
    ("p", "P", "The plates are the standard white EU type."),
    ("c", "M", "**Plates:** white EU plates, LV in the blue band, two letters then four digits"),
    ("c", "H", "The plates look like the yellow Dutch kind to me."),
)

# --- landscape, buildings ---------------------------------------------------
C.g("R", "The land is dead flat, with birch and spruce forest on both sides and a bog opening up to the right.",
    ("s", "J", "flat; birch/spruce; bog R"),
    ("p", "N", "6. Vegetation — birch and spruce."),
    ("p", "P", "The terrain is very flat."),
    ("c", "P", "The land is hilly, with birch and spruce forest on both sides and a bog opening up to the right."),
    ("u", "J", "Soviet-era panel blocks"),
)
C.x("c", "M", "**Trees:** mostly birch", "M", "**Trees:** mostly beech")
C.x("s", "P", "A five-storey grey panel apartment block from the Soviet period stands behind the bus stop.",
    "J", "khrushchyovka behind stop")
C.x("c", "J", "khrushchyovka behind stop",
    "P", "A two-storey wooden house painted yellow stands behind the bus stop.")
C.x("p", "R", "Farmhouses have steep grey asbestos-cement roofs and are painted yellow or red, with woodpiles stacked against the walls.",
    "J", "asbestos-cement roofs")

# --- poles, meta, brands ----------------------------------------------------
C.g("P", "Power lines run on wooden poles braced with a second slanted pole.",
    ("s", "J", "A-frame wooden poles"),
    ("c", "P", "Power lines run on concrete poles braced with a second slanted pole."),
    ("p", "T", "Poles: wooden"),
)
C.g("J", "gen 3, autumn",
    ("s", "P", "The coverage is third-generation and was taken in autumn, with yellow leaves on the birches."),
    ("c", "M", "**Camera:** Gen 4, autumn"),
    ("p", "N", "7. Season — autumn."),
)
C.x("c", "P", "The filling station at the crossroads is an Alexela.", "P", "The filling station at the crossroads is an Olerex.")
C.x("s", "H", "Isn't that an Alexela station at the crossroads? Looks like it.", "J", "Alexela station")
C.x("s", "J", "+372 on billboard", "P", "A billboard lists a phone number beginning with the country code +372.")
C.x("c", "P", "A billboard lists a phone number beginning with the country code +372.", "J", "+371 on billboard")
C.x("p", "R", "The shop window has a Selver logo and a web address ending in .ee.", "N", "5. Domain: .ee")


# --- more ---------------------------------------------------------------------
C.x("s", "P", "The centre line is missing on this narrow road.", "M", "**Centre line:** none; the lane is simply unmarked asphalt")
C.x("s", "J", "EST plates", "R", "The hatchback's plate is white with a blue strip on the left, and the strip reads EST under the ring of stars.")
C.x("s", "J", "field-stone walls", "N", "8. Stone walls — low walls of piled field stones along the road (Saaremaa style).")
C.x("s", "H", "I'm fairly sure that's a Circle K on the left.", "T", "Fuel station: Circle K (red logo)")
C.x("s", "P", "The old barn has a thatched roof.", "J", "thatched barn roof")
C.x("s", "T", "Guardrail: none", "P", "There is no crash barrier anywhere along this stretch.")
C.x("s", "P", "The pedestrian crossing has wide white stripes and a blue square sign.", "N", "3. Zebra crossing — white stripes, blue crossing sign on each side.")
C.x("p", "P", "The pedestrian crossing has wide white stripes and a blue square sign.", "J", "zebra crossing")
C.x("p", "M", "**Bollards:** white with a black stripe and white reflector, spaced about every 50 m", "P", "Bollards are spaced about every fifty metres.")
C.x("u", "N", "4. Fence — green metal mesh.", "N", "4. Bus stop — green metal shelter.")

# --- long VLM-style statements, emoji, typos --------------------------------------
C.x("s", "N", "3. **Road** – Narrow, unmarked asphalt with gravel shoulders; no centre or edge lines at all. Typical for rural Baltic roads.", "P", "No lines whatsoever on this narrow paved road, and the shoulders are gravel.")
C.x("c", "M", "**Bollards 🚧:** white with a black stripe and a white reflector. Very Baltic.", "N", "2. Bollards — white with a black stripe and a red reflector.")
C.x("p", "R", "The bus stop has a blue square sign, a wooden shelter and a timetable, and across the road is a tiny shop labelled \"Pood\". The asphalt has no centre line.", "J", "blue bus stop sign")
C.x("u", "H", "Okay so, I'm gonna go with my gut on this one", "J", "EST plates")

# --- hand-written unrelated -------------------------------------------------
C.x("u", "H", "Alright, let me think about what stands out here.", "J", "blue dir. sign → Tartu 42")
C.x("u", "P", "It feels like the Baltics, maybe somewhere near Finland.", "N", "1. Language: Estonian — the street sign ends in \"tänav\" and there's an õ in a place name.")
C.x("u", "J", "white posts, black band", "P", "There's a white house with a black roof band.")
C.x("u", "P", "The light is low and the sky is grey.", "J", "EST plates")
C.x("u", "M", "**Road:** unmarked gravel", "M", "**Shop:** Coop Konsum")
C.x("u", "N", "3. Dashed white centre line.", "N", "3. Birch trees along the ditch.")
C.x("u", "T", "Conclusion: Estonia, Tartu county", "J", "gravel road, grass strip")
C.x("u", "J", "90 sign", "H", "I'm fairly confident about the country, less so about the region.")
C.x("u", "P", "The stop sign is a red octagon.", "P", "The bus stop sign is a blue square.")
C.x("u", "R", "Nothing here contradicts my first impression, so I'll move on to the region.", "M", "**Poles:** wooden, A-frame braced")
C.x("u", "J", "flat terrain", "J", "yellow wooden house")

# --- single-aspect statements for unrelated combinations ---------------------
C.t("drive", "P", "Cars are keeping to the right side of the road.")
C.t("plates", "J", "EU plates, EST")
C.t("bollard", "N", "2. Bollards — white with a black stripe and white reflector.")
C.t("lines", "M", "**Centre line:** none")
C.t("language", "H", "I think that's Estonian on the sign — there's an õ.")
C.t("trees", "J", "birch forest")
C.t("meta", "P", "The camera is Gen 3.")
C.t("buildings", "T", "Buildings: Soviet panel blocks")
C.t("sign", "P", "A blue direction sign points to Viljandi.")
C.t("pole", "J", "wooden poles")
C.t("brand", "M", "**Shop:** Rimi supermarket")
