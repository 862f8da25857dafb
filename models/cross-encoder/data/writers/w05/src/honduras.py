# Honduras (train). Hand-written pairs: (label, style, a, b).
# s = same, p = partial, c = contradicts, u = unrelated. style = the less terse side.

PLATE = "White plate with a blue band on top that reads HONDURAS; three letters and four digits."
PULPERIA = "Hand-painted sign: 'Pulpería Doña Marta'."
MOTO = "A red mototaxi (tuk-tuk) is waiting at the corner."
PINE = "Open pine forest on the hills — typical central Honduras."
PALM = "African oil palm plantation on both sides of the road."
CA5 = "Route marker: CA-5."
PARTY = "Kerb and poles painted blue and white with a star — Partido Nacional."
TUMULO = "Yellow-painted speed bump, with a 'TÚMULO' warning sign before it."
CAMPERO = "There's a Pollo Campero across the street."

PAIRS = [
    # --- plates, driving ------------------------------------------------------------
    ("s", "markdown", PLATE, "**Plate:** white, blue top band with HONDURAS, format ABC 1234"),
    ("c", "hedged", PLATE, "White plate, blue top band, three letters and four digits — but I think the band says GUATEMALA."),
    ("c", "hedged", PLATE,
     "The plate looks white with a blue strip and HONDURAS, but I count only three digits after the letters."),
    ("p", "numbered", PLATE, "2. Plate: white with a blue band on top."),
    ("s", "plain", "White plate with a blue band on top.", PLATE),
    ("s", "numbered", "RHT", "1. Driving side — right; the oncoming pickup passes on our left."),

    # --- language, signs, names ---------------------------------------------------------
    ("s", "prose", PULPERIA,
     "On the corner there's a little shop with a hand-painted board that says Pulpería Doña Marta — pulpería is what Hondurans call a corner store."),
    ("c", "markdown", "**Shop sign:** Pulpería Doña Marta", "**Shop sign:** Pulpería Don Chepe"),
    ("c", "table", "Shop word: Pulpería", "Shop word: Abarrotería"),
    ("p", "plain", PULPERIA, "A small shop with a hand-painted sign."),
    ("c", "numbered", "3. Stop sign: ALTO.", "3. Stop sign: PARE."),
    ("s", "hedged", "The red stop sign says ALTO.", "There's a stop sign ahead, and I'm pretty sure it reads ALTO."),
    ("c", "table", "Sign language: Spanish ('Bienvenidos a Roatán')", "Sign language: English ('Welcome to Roatán')"),
    ("s", "numbered", CA5, "2. Road: CA-5, the main highway between Tegucigalpa and San Pedro Sula."),
    ("c", "hedged", CA5, "The route marker reads CA-4, I'm fairly sure."),
    ("p", "plain", CA5, "There's a route marker."),
    ("c", "table", "Distance: Siguatepeque 35 km", "Distance: Siguatepeque 53 km"),
    ("s", "jargon", "Siguatepeque 35", "Distance sign: Siguatepeque 35 km."),
    ("c", "markdown", "**Town sign:** Bienvenidos a Santa Rosa de Copán", "**Town sign:** Bienvenidos a Copán Ruinas"),
    ("s", "plain", "Llantera (tyre repair) sign on the shack.", "tyre-repair shack: 'LLANTERA'"),

    # --- party paint, brands, codes ---------------------------------------------------------
    ("s", "prose", PARTY,
     "Someone has painted the kerb and the base of the poles blue and white, with a white star — the colours of the Partido Nacional."),
    ("c", "markdown", "**Party paint:** blue and white, star (Nacional)", "**Party paint:** red and white (Liberal)"),
    ("c", "hedged", PARTY, "I think the poles are painted red and black, which would be Libre."),
    ("p", "plain", PARTY, "Painted kerb and poles."),
    ("s", "markdown", CAMPERO, "**Businesses:** Pollo Campero opposite"),
    ("c", "hedged", CAMPERO, "Across the street — I believe that's a Pizza Hut."),
    ("p", "plain", CAMPERO, "There's a fried-chicken place."),
    ("c", "table", "Wall paint: Tigo blue", "Wall paint: Claro red"),
    ("s", "table", "Telecom: Tigo", "A house wall painted Tigo blue with the logo."),
    ("c", "numbered", "5. Beer advert: Salva Vida.", "5. Beer advert: Port Royal."),
    ("s", "hedged", "Salva Vida beer advert on the pulpería.", "There's a Salva Vida sign on the store, I think — the local beer."),
    ("c", "markdown", "**Phone prefix:** +504", "**Phone prefix:** +503"),
    ("s", "plain", "Phone on the sign: +504.", "(504) prefix → Honduras"),

    # --- vehicles ----------------------------------------------------------------------------
    ("s", "plain", MOTO, "red tuk-tuk at the corner"),
    ("c", "hedged", MOTO, "The mototaxi at the corner is blue, I think."),
    ("p", "plain", MOTO, "A mototaxi."),
    ("s", "prose", "Converted US school bus painted in bright colours.",
     "The bus is an old American yellow school bus repainted in loud colours, the kind they call a chicken bus."),
    ("c", "table", "Bus: converted US school bus, bright paint", "Bus: white Toyota Coaster microbus"),
    ("s", "hedged", "Pickup with people standing in the back.", "There's a pickup and, yeah, a bunch of people standing in the bed."),

    # --- vegetation, terrain ------------------------------------------------------------------
    ("s", "jargon", PINE, "pine forest on hills"),
    ("c", "numbered", "1. Forest on the hills: open pine.", "1. Forest on the hills: open oak."),
    ("c", "prose", PINE, "The hills are covered in dense, dark tropical rainforest, the kind you get on the wet Caribbean slopes."),
    ("p", "plain", PINE, "Forest on the hills."),
    ("s", "markdown", PALM, "**Agriculture:** oil palm plantations on both sides (north coast / Aguán)"),
    ("c", "hedged", PALM, "The plantation on both sides looks like bananas to me, not oil palm."),
    ("c", "plain", PALM, "African oil palm plantation on the left side only, pasture on the right."),
    ("p", "plain", PALM, "Plantation on both sides."),
    ("s", "plain", "Coffee bushes under shade trees on the slope.", "shade-grown coffee on the hillside"),
    ("c", "markdown", "**Slope crop:** coffee under shade trees", "**Slope crop:** cacao under shade trees"),
    ("c", "table", "Crop on the Choluteca plain: melons", "Crop on the Choluteca plain: sugar cane"),
    ("s", "hedged", "A scarlet macaw on the wall — Copán.", "Is that a red macaw on the wall? Looks like a scarlet macaw, so Copán Ruinas probably."),
    ("c", "hedged", "Red clay soil on the cuttings.", "The soil in the cuttings is a pale grey, sandy stuff, as far as I can see."),

    # --- roads, buildings, meta ------------------------------------------------------------------
    ("s", "numbered", TUMULO, "5. A túmulo warning sign and then the speed bump itself, painted yellow."),
    ("c", "markdown", "**Speed bump:** painted yellow, TÚMULO sign", "**Speed bump:** painted white, TÚMULO sign"),
    ("p", "hedged", TUMULO, "There's a speed bump ahead, I think."),
    ("s", "plain", "Double solid yellow centre line.", "two unbroken yellow lines in the middle"),
    ("c", "numbered", "4. Centre: double solid yellow.", "4. Centre: single dashed white."),
    ("s", "plain", "Whitewashed adobe houses under red clay-tile roofs.", "mud-brick (adobe) houses, clay tiles"),
    ("c", "table", "Roofs: red clay tiles (adobe houses)", "Roofs: corrugated zinc (adobe houses)"),
    ("s", "prose", "Razor wire on top of the walls and bars on every window.",
     "Security is obvious here: coils of razor wire run along the tops of the walls and the windows are all behind iron bars."),

    # --- partials --------------------------------------------------------------------------------
    ("p", "numbered", "4. Summary of clues — right-hand traffic, Gen 3, HONDURAS plates, pine.", "Pine on the hills."),
    ("p", "prose", "There's a pulpería with a Coca-Cola sign and, next to it, a Tigo top-up board.",
     "A pulpería with a Coca-Cola sign."),
    ("p", "numbered", "3. Vegetation — pine, oak and some coffee.", "3. Vegetation — oak"),
    ("p", "table", "Bus: ex-US school bus, painted, 'Expreso Copán'", "Bus: ex-US school bus"),
    ("p", "markdown", "**Road:** CA-13, double yellow centre, yellow túmulos", "**Road:** CA-13"),
    ("p", "hedged", "I think the church is white with a clay-tile roof and two bell towers.", "The church is white."),
    ("p", "markdown", "**Banks:** a yellow Banco Atlántida sign next to a BAC branch", "**Banks:** a BAC branch"),

    ("s", "markdown", "Gas station: Puma.", "**Fuel:** a Puma station on the left"),
    ("s", "numbered", "An ox cart on the dirt road.", "6. Transport: a wooden cart pulled by oxen on the dirt track."),
    ("s", "table", "Brahman cattle grazing.", "Cattle: Brahman (humped, white), grazing"),
    ("s", "hedged", "The supermarket is a Despensa Familiar.", "I'm fairly sure that's a Despensa Familiar, the Walmart discount chain."),
    ("s", "prose", "Gen 3 coverage.",
     "The image quality is soft and the colours a bit washed out, which to me says third-generation camera."),
    ("p", "numbered", "4. Town: Santa Rosa de Copán — colonial, cobbled, tile roofs.", "4. Cobbled streets"),
    ("p", "hedged", "Looks like a Puma station, with a Pollo Campero attached.", "A Puma station."),
    ("p", "markdown", "**Poles:** concrete, painted blue and white at the base", "**Poles:** concrete"),
    ("p", "table", "Speed bump: yellow, with TÚMULO sign", "Speed bump: yellow"),
    ("p", "prose", "A rapidito microbus stops to pick up a woman carrying a basket of tortillas on her head.", "A microbus stops."),

    # --- unrelated --------------------------------------------------------------------------------
    ("u", "hedged", "Hmm, interesting one. Let's dig in.", PLATE),
    ("u", "hedged", "This is Central America, I'm fairly sure.", "HONDURAS on the plate band"),
    ("u", "table", "Language: Spanish", "Vegetation: pine forest"),
    ("u", "prose", "It is overcast and a bit humid, the clouds sitting low over the hills.", CAMPERO),
    ("u", "prose", "The clouds are low and heavy, as if it's about to rain.", "White plate with a blue band on top."),
    ("u", "numbered", "9. Answer: Honduras, Comayagua department.", CA5),
    ("u", "markdown", "**Kerbs:** blue and white", "**Wall:** Tigo blue"),
    ("u", "plain", "Red mototaxi", "Red clay soil"),
    ("u", "prose", "The mix of poverty and greenery here feels very Honduras or Nicaragua to me.",
     "Hand-painted sign: 'Pulpería Doña Marta'."),
    ("u", "numbered", "6. Restaurant: Pollo Campero.", "7. Chickens in the yard."),
    ("u", "plain", "Oil palm plantation", "Palm-thatched roof on the comedor"),
    ("u", "table", "Slopes: steep", "Telecom: Claro"),
    ("u", "hedged", "Could be Guatemala too, honestly.", "Two yellow lines down the centre"),
    ("u", "table", "Camera: Gen 3", "Houses: adobe"),
    ("u", "plain", "+504 phone", "Route CA-5"),
    ("u", "plain", "Scarlet macaw", "Macaw mural on the school"),
    ("u", "hedged", "Coffee bushes", "There's a coffee shop sign too, I think."),
    ("u", "jargon", "túmulo", "Tigo"),
    ("u", "markdown", "**Church:** white", "**Pickup:** white"),
    ("u", "plain", "Ox cart", "Cattle grid on the road"),
    ("u", "plain", "Converted school bus", "School with a painted wall"),
    ("u", "hedged", "Let me check the vegetation before I decide.", "Partido Nacional paint on the poles"),
    ("u", "markdown", "**Architecture:** adobe with tiles", "**Vehicles:** mototaxis"),
    ("u", "table", "Distance: Siguatepeque 35 km", "Speed limit: 60"),
    ("u", "plain", "Salva Vida advert", "Life-guard tower on the beach"),
    ("u", "plain", "Razor wire on the walls", "Barbed-wire fence around the pasture"),
    ("u", "numbered", "3. Stop sign: ALTO.", "8. Village name: Alto de la Cruz."),
    # --- negation and filler pairs ---
    ("s", "plain", "The road has no centre line.", "Nothing is painted down the middle of the road."),
    ("c", "hedged", "The road has no centre line.", "There's a double yellow line down the middle, faded but there."),
]
