from lib import Country

C = Country("Jordan", "train")

# --- kerbs and barriers ------------------------------------------------------
C.g("M", "**Kerbs:** painted in alternating black and yellow blocks",
    ("s", "J", "black/yellow kerbs"),
    ("s", "P", "The kerbstones are painted yellow and black in alternating sections."),
    ("s", "H", "Those kerbs look black-and-yellow striped to me, quite faded though."),
    ("c", "M", "**Kerbs:** painted in alternating black and white blocks"),
    ("c", "P", "The kerbs are plain unpainted concrete."),
    ("p", "N", "3. Kerbs — painted."),
    ("u", "M", "**Speed bump:** painted in black and yellow stripes"),
)
C.x("p", "R", "The median kerb is painted in black and yellow blocks and there's a low concrete barrier behind it with the same stripes at its ends.",
    "J", "concrete median barrier")
C.g("J", "jersey barrier, Y/B striped ends",
    ("s", "P", "A concrete jersey barrier divides the carriageways, and its ends are painted with yellow and black stripes."),
    ("c", "P", "A steel W-beam guardrail divides the carriageways, with yellow and black stripes at its ends."),
    ("p", "T", "Median: concrete barrier"),
)

# --- road lines --------------------------------------------------------------
C.g("N", "2. Lane lines — yellow solid line on the median side, white solid line on the outer edge, dashed white between lanes.",
    ("s", "J", "yellow inner edge, white outer edge, dashed white lanes"),
    ("s", "P", "On the divided highway the left edge by the median is yellow and the right edge is white, with dashed white lane dividers."),
    ("p", "M", "**Outer edge line:** solid white"),
    ("c", "N", "2. Lane lines — white solid line on the median side, white solid line on the outer edge, dashed white between lanes."),
    ("c", "J", "yellow inner edge, yellow outer edge, dashed white lanes"),
    ("c", "H", "I don't see any lane lines at all on this highway, it's just worn asphalt."),
)
C.x("s", "P", "The two-lane road has no markings at all.", "J", "unmarked 2-lane")
C.x("p", "R", "The two-lane road through the village has no markings at all, and there are speed bumps every hundred metres or so.",
    "M", "**Speed bumps:** frequent")
C.x("c", "M", "**Speed bumps:** frequent", "P", "I don't see a single speed bump anywhere along the road.")

# --- signs -------------------------------------------------------------------
C.g("R", "A blue direction sign gives destinations in both Arabic and English, with Amman straight ahead and Zarqa to the right.",
    ("s", "J", "blue bilingual sign: Amman ahead, Zarqa R"),
    ("s", "T", "Direction sign: blue, Arabic + English; Amman (ahead), Zarqa (right)"),
    ("p", "P", "The direction signs are bilingual, Arabic and English."),
    ("c", "R", "A green direction sign gives destinations in both Arabic and English, with Amman straight ahead and Zarqa to the right."),
    ("c", "J", "blue bilingual sign: Amman ahead, Irbid R"),
    ("c", "P", "The direction sign is in Arabic only, with no English."),
)
C.x("s", "M", "**Tourist sign:** brown, pointing to Petra", "J", "brown sign → Petra")
C.x("c", "J", "brown sign → Petra", "P", "The brown tourist sign points to Jerash.")
C.g("P", "The speed limit sign shows 80 in a red circle.",
    ("s", "J", "80 sign"),
    ("c", "N", "5. Speed limit: 100."),
    ("p", "H", "I'm fairly sure there's a speed limit sign on the right, but the number's unreadable."),
)
C.x("s", "P", "A yellow warning triangle with a camel pictogram is on the roadside.", "J", "camel warning sign")
C.x("c", "J", "camel warning sign", "P", "A warning triangle on the roadside shows a cow.")

# --- plates, cars --------------------------------------------------------------
C.g("T", "Plates: white, black digits, JORDAN and الأردن on a panel at the right",
    ("s", "P", "The plates are white with black numbers, and a small panel on the right side says JORDAN in English and Arabic."),
    ("s", "J", "JO plates, JORDAN panel R"),
    ("p", "P", "The plates are white with black numbers."),
    ("c", "T", "Plates: white, black digits, JORDAN and الأردن on a panel at the left"),
    ("c", "H", "The rear plates look yellow, if I'm not mistaken."),
)
C.x("s", "J", "yellow taxis (Amman)", "P", "Several yellow taxis are queued by the roundabout.")
C.x("c", "P", "Several yellow taxis are queued by the roundabout.", "P", "Several white taxis are queued by the roundabout.")
C.x("p", "R", "The plate number has a two-digit code, a dash and then five digits, typical Jordanian format, and the car is an old white Hyundai Elantra.",
    "J", "white Hyundai")

# --- landscape, buildings -----------------------------------------------------
C.g("R", "The buildings are cubic blocks clad in cream limestone, with flat roofs crowded with water tanks and satellite dishes.",
    ("s", "J", "limestone cubes, roof tanks + dishes"),
    ("s", "N", "4. Buildings — cream stone cladding, flat roofs, lots of rooftop water tanks and dishes."),
    ("p", "P", "The buildings have flat roofs."),
    ("p", "M", "**Facades:** cream limestone"),
    ("c", "R", "The buildings are cubic blocks of bare red brick, with flat roofs crowded with water tanks and satellite dishes."),
)
C.x("c", "P", "The roofs have flat concrete tops.", "P", "The roofs are pitched and covered in red tiles.")
C.x("s", "H", "There's rebar sticking up from the roofs, like they plan to add another floor.", "J", "rebar on roofs")
C.g("J", "rocky hills, olive groves",
    ("s", "P", "Olive trees grow in terraces on the stony hills."),
    ("c", "M", "**Trees:** date palms on the stony hills"),
    ("p", "P", "The hills are rocky."),
)
C.x("c", "R", "The landscape is flat gravel desert stretching to the horizon.", "P", "The road winds through green, forested hills.")
C.x("s", "J", "red sandstone cliffs (Wadi Rum/Petra)", "P", "Towering red sandstone cliffs rise beside the road.")
C.x("p", "R", "Towering red sandstone cliffs rise beside the road, and a brown sign points to the Wadi Rum visitor centre.", "J", "red sandstone")

# --- text, brands, meta ----------------------------------------------------------
C.x("s", "P", "The shop signs are in Arabic script.", "J", "Arabic script")
C.x("c", "J", "Arabic script", "M", "**Script:** Hebrew")
C.x("s", "M", "**Telecom:** Zain shop on the corner", "J", "Zain")
C.x("c", "J", "Zain", "T", "Telecom shop: Ooredoo")
C.x("s", "P", "The sign gives a mobile number starting with 079.", "J", "079 mobile")
C.x("c", "J", "079 mobile", "P", "The sign gives a mobile number starting with 050.")
C.g("J", "gen 4, hazy",
    ("s", "P", "It's fourth-generation coverage on a hazy day."),
    ("c", "M", "**Camera:** Gen 3, hazy day"),
    ("p", "N", "6. The air is hazy."),
)
C.x("s", "T", "Fuel station: Manaseer", "P", "There's a Manaseer petrol station ahead.")


# --- more ---------------------------------------------------------------------
C.x("s", "J", "bilingual signs", "R", "Every sign we pass repeats the Arabic text in English underneath.")
C.x("s", "P", "The highway has four lanes in each direction.", "T", "Lanes: 4 each way")
C.x("c", "T", "Lanes: 4 each way", "J", "2 lanes each way")
C.x("p", "M", "**Minaret:** slender, stone-clad, beside a green-domed mosque", "J", "mosque minaret")
C.x("s", "J", "Desert Highway (Hwy 15)", "P", "A sign confirms we're on Highway 15, the Desert Highway.")
C.x("c", "P", "A sign confirms we're on Highway 15, the Desert Highway.", "P", "A sign confirms we're on Highway 65, the Dead Sea Highway.")
C.x("c", "N", "8. Police checkpoint with a blue-and-white police car.", "P", "The police car at the checkpoint is green and white.")
C.x("p", "R", "The police checkpoint has a blue-and-white patrol car and a sign reading \"Stop\" in Arabic and English.", "J", "police checkpoint")
C.x("p", "P", "Every building on the street is clad in limestone.", "P", "A couple of buildings are clad in limestone.")
C.x("p", "J", "yellow taxi, JO plates, RHT", "P", "There's a yellow taxi.")
C.x("p", "M", "**Road lines:** dashed white centre with solid yellow edges", "P", "The edge lines are yellow.")
C.x("p", "N", "5. Vegetation — sparse scrub and a few pines planted along the road.", "J", "roadside pines")

# --- long VLM-style statements, emoji, typos --------------------------------------
C.x("s", "N", "3. **Kerbs** – Painted in alternating black and yellow segments. This kerb painting is common across the Levant and the Gulf.", "J", "black/yellow kerbs")
C.x("c", "M", "**Median line:** solid yellow", "N", "2. Median-side line — solid white.")
C.x("p", "R", "We're on a divided highway: a concrete barrier in the middle, a yellow line on the median side, and dashed white lane lines. A blue sign points to Amman.", "N", "2. Yellow line on the median side.")
C.x("u", "P", "The picture was taken around midday.", "J", "limestone cubes")

# --- hand-written unrelated -------------------------------------------------
C.x("u", "P", "First, let me look at the overall setting.", "J", "black/yellow kerbs")
C.x("u", "H", "This feels like the Levant to me.", "J", "limestone cubes")
C.x("u", "M", "**Kerbs:** black and yellow", "M", "**Taxis:** yellow")
C.x("u", "J", "RHT", "J", "olive groves")
C.x("u", "P", "It's a warm, dusty afternoon.", "N", "2. Lane lines — yellow solid line on the median side.")
C.x("u", "N", "7. Final guess: Amman outskirts.", "J", "JO plates")
C.x("u", "P", "The sign is mounted on a yellow pole.", "P", "The taxi has a yellow roof sign.")
C.x("u", "R", "I've considered the neighbouring countries and none fits better, so I'll stick with my answer.", "T", "Direction sign: blue, bilingual")
C.x("u", "J", "Zain shop", "J", "rebar on roofs")
C.x("u", "H", "I could be wrong about the region.", "P", "A camel warning sign stands on the roadside.")
C.x("u", "P", "A blue tarp covers the pickup's load.", "P", "A blue sign gives directions to Madaba.")
C.x("u", "T", "Terrain: rocky hills", "T", "Plates: white, JORDAN panel")
C.x("u", "M", "**Satellite dishes:** many", "J", "80 sign")

# --- single-aspect statements for unrelated combinations ---------------------
C.t("drive", "J", "drives R")
C.t("kerb", "P", "The kerbs are painted black and yellow.")
C.t("plates", "M", "**Plates:** JORDAN on the right")
C.t("lines", "N", "3. Median edge line — solid yellow.")
C.t("sign", "P", "The direction signs are in Arabic and English.")
C.t("building", "J", "limestone-clad blocks")
C.t("tank", "H", "I think I can see water tanks on every roof.")
C.t("trees", "T", "Trees: olive")
C.t("taxi", "P", "A yellow taxi is waiting at the lights.")
C.t("meta", "J", "gen 4")
C.t("brand", "M", "**Shop:** Orange telecom store")
