package org.georc.examples;

import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import javax.imageio.ImageIO;

/**
 * Writes the synthetic sample folder {@code examples/data/georc} in exactly the layout of the
 * released GeoRC data: two challenges of five rounds, one tiny generated PNG per round, expert
 * files {@code Human_Chain_<k>.txt} with "Round N" sections, two candidate models'
 * {@code candidate_reasoning_chain_<model>_<i>.txt} files, and the ground-truth sidecar
 * {@code locations.csv}. The chains are this project's own synthetic text, not GeoRC data.
 *
 * <p>{@code sample-1}: experts 1, 2 and 3 wrote every round (they share locations, so the expert
 * pairs can be scored). {@code sample-2}: expert 3 wrote rounds 1-4 and expert 2 rounds 1 and 5,
 * so round 5 has no reference-expert chain and is listed and skipped by default.
 *
 * <pre>java -cp georc-bench/target/georc.jar:examples/target/classes org.georc.examples.SampleGeorcFolder examples/data/georc</pre>
 */
public final class SampleGeorcFolder {
    /** One location: truth, the picture's colours, expert evidence, and the two candidates' wording. */
    record Place(String challenge, int round, String country, String city, double lat, double lon,
                 Color sky, Color ground, List<String> evidence, List<String> careful, String vagueGuess) {
    }

    static final List<Place> PLACES = List.of(
            new Place("sample-1", 1, "Austria", "Innsbruck", 47.2692, 11.4041, new Color(120, 170, 230),
                    new Color(70, 130, 60), List.of(
                            "White bollards with a black cap and a red reflector.",
                            "Onion-domed church tower above the village.",
                            "Steep meadows with wooden hay barns.",
                            "German text on the yellow town sign."),
                    List.of("Roadside posts are white with a black top and a red reflector.",
                            "A church tower with an onion dome."), "Switzerland"),
            new Place("sample-1", 2, "Norway", "Tromsø", 69.6492, 18.9553, new Color(150, 180, 210),
                    new Color(90, 110, 90), List.of(
                            "Yellow center line with white edge lines.",
                            "Red wooden houses with white trim.",
                            "Fjord water below bare mountains.",
                            "Snow poles along the road shoulder."),
                    List.of("Wooden houses painted red with white window frames.",
                            "A fjord under treeless mountains."), "Sweden"),
            new Place("sample-1", 3, "Japan", "Fukuoka", 33.5902, 130.4017, new Color(170, 200, 230),
                    new Color(110, 110, 110), List.of(
                            "Kanji and kana characters on the shop signs.",
                            "Cars drive on the left-hand side of the road.",
                            "Dense overhead wires on concrete utility poles.",
                            "Narrow road without sidewalks between houses."),
                    List.of("Shop signs written in kanji and kana.",
                            "Traffic keeps to the left."), "Japan"),
            new Place("sample-1", 4, "Brazil", "Curitiba", -25.4284, -49.2733, new Color(110, 160, 220),
                    new Color(150, 80, 50), List.of(
                            "Portuguese text on the shop signs.",
                            "Red laterite soil beside the road.",
                            "Black and white checkered curbs.",
                            "Power poles with concrete cross arms."),
                    List.of("Signs written in Portuguese.",
                            "Reddish soil along the verge."), "Argentina"),
            new Place("sample-1", 5, "Kenya", "Nairobi", -1.2921, 36.8219, new Color(140, 180, 220),
                    new Color(170, 90, 50), List.of(
                            "Red soil along the road shoulders.",
                            "Acacia trees on dry grassland.",
                            "Cars drive on the left-hand side of the road.",
                            "Matatu minibuses with colourful paint."),
                    List.of("Red dirt on the road shoulders.",
                            "Flat-topped acacia trees in dry grass."), "Kenya"),
            new Place("sample-2", 1, "Australia", "Alice Springs", -23.6980, 133.8807, new Color(100, 160, 230),
                    new Color(190, 100, 50), List.of(
                            "Red desert with spinifex grass.",
                            "Cars drive on the left-hand side of the road.",
                            "Yellow diamond road sign with a kangaroo.",
                            "White guide posts with a red reflector."),
                    List.of("Red sand with clumps of spinifex.",
                            "A yellow diamond sign showing a kangaroo."), "Australia"),
            new Place("sample-2", 2, "Thailand", "Chiang Mai", 18.7883, 98.9853, new Color(160, 190, 220),
                    new Color(80, 140, 70), List.of(
                            "Thai script on the banners.",
                            "Rice paddies beside the road.",
                            "Cars drive on the left-hand side of the road.",
                            "Dense overhead cables on concrete poles."),
                    List.of("Banners written in Thai script.",
                            "Flooded rice fields next to the road."), "Vietnam"),
            new Place("sample-2", 3, "Poland", "Kraków", 50.0647, 19.9450, new Color(150, 170, 200),
                    new Color(90, 120, 70), List.of(
                            "Bollards with a red reflector and a black band.",
                            "Polish text with diacritics on the signs.",
                            "Birch trees along the fields.",
                            "Yellow lane edge marking at road works."),
                    List.of("Roadside posts with a red reflector and a black stripe.",
                            "Signs in Polish with diacritics."), "Poland"),
            new Place("sample-2", 4, "Argentina", "Mendoza", -32.8895, -68.8458, new Color(120, 170, 235),
                    new Color(160, 140, 100), List.of(
                            "Spanish text on the shop signs.",
                            "Vineyards in front of the Andes.",
                            "Poplar rows used as windbreaks.",
                            "Double yellow center line."),
                    List.of("Vineyards with high mountains behind.",
                            "Lines of poplars as windbreaks."), "Chile"),
            new Place("sample-2", 5, "Canada", "Banff", 51.1784, -115.5708, new Color(130, 170, 220),
                    new Color(60, 100, 70), List.of(
                            "Bilingual signs in English and French.",
                            "Conifer forest below rocky peaks.",
                            "Yellow center line with white edges.",
                            "Wildlife crossing overpass on the highway."),
                    List.of("Road signs in both English and French.",
                            "Pine forest under rocky mountains."), "United States"));

    private SampleGeorcFolder() {
    }

    /**
     * @param args the target folder (default examples/data/georc)
     * @throws IOException when a file cannot be written
     */
    public static void main(String[] args) throws IOException {
        Path root = Path.of(args.length > 0 ? args[0] : "examples/data/georc");
        write(root);
        System.out.println("wrote " + root);
    }

    /**
     * Writes the folder.
     *
     * @param root the target folder (created)
     * @throws IOException when a file cannot be written
     */
    public static void write(Path root) throws IOException {
        StringBuilder csv = new StringBuilder("id,country,city,lat,lon\n");
        for (Place p : PLACES) {
            Path dir = Files.createDirectories(root.resolve(p.challenge()));
            ImageIO.write(image(p), "png", dir.resolve(p.challenge() + "_" + p.round() + ".png").toFile());
            csv.append(p.challenge()).append('/').append(p.round()).append(',').append(p.country()).append(',')
                    .append(p.city()).append(',').append(String.format(Locale.ROOT, "%.4f,%.4f", p.lat(), p.lon()))
                    .append('\n');
            text(dir.resolve("candidate_reasoning_chain_vlm-careful_" + p.round() + ".txt"),
                    "1. " + p.careful().get(0) + "\n2. " + p.careful().get(1) + "\n3. The sky is partly cloudy.\n"
                            + "Conclusion: " + p.country() + ", " + p.city() + "\n");
            text(dir.resolve("candidate_reasoning_chain_vlm-vague_" + p.round() + ".txt"),
                    "- The road is well maintained.\n- I checked Street View coverage for this road.\n"
                            + "- Vegetation suggests a temperate climate.\nConclusion: " + p.vagueGuess() + "\n");
        }
        text(root.resolve("locations.csv"), csv.toString());
        expert(root, "sample-1", 3, List.of(1, 2, 3, 4, 5), List.of(0, 1, 2, 3));
        expert(root, "sample-1", 2, List.of(1, 2, 3, 4, 5), List.of(0, 2, 3));
        expert(root, "sample-1", 1, List.of(1, 2, 3, 4, 5), List.of(1, 2));
        expert(root, "sample-2", 3, List.of(1, 2, 3, 4), List.of(0, 1, 2, 3));
        expert(root, "sample-2", 2, List.of(1, 5), List.of(0, 2, 3));
    }

    /** One expert file: each round's evidence lines (the chosen ones), then the conclusion. */
    private static void expert(Path root, String challenge, int k, List<Integer> rounds, List<Integer> lines)
            throws IOException {
        StringBuilder sb = new StringBuilder();
        for (int round : rounds) {
            Place p = PLACES.stream().filter(x -> x.challenge().equals(challenge) && x.round() == round).findFirst()
                    .orElseThrow();
            // the header styles of the released files: "Round 2", "Round 2 - Country", "Round 2:"
            sb.append(switch (round % 3) {
                case 0 -> "Round " + round + ":";
                case 1 -> "Round " + round;
                default -> "Round " + round + " - " + p.country();
            }).append("\nReasoning:\n");
            for (int i : lines) {
                sb.append("- ").append(p.evidence().get(i)).append('\n');
            }
            sb.append("Conclusion: ").append(p.country()).append("\n\n");
        }
        text(root.resolve(challenge).resolve("Human_Chain_" + k + ".txt"), sb.toString());
    }

    /** A 64x48 picture: sky, ground and a grey road narrowing to the horizon. */
    static BufferedImage image(Place p) {
        BufferedImage img = new BufferedImage(64, 48, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = img.createGraphics();
        try {
            g.setColor(p.sky());
            g.fillRect(0, 0, 64, 20);
            g.setColor(p.ground());
            g.fillRect(0, 20, 64, 28);
            g.setColor(new Color(90, 90, 90));
            g.fillPolygon(new int[] {28, 36, 54, 10}, new int[] {20, 20, 48, 48}, 4);
            g.setColor(Color.WHITE);
            g.fillRect(31, 30 + p.round(), 2, 4);
        } finally {
            g.dispose();
        }
        return img;
    }

    private static void text(Path file, String s) throws IOException {
        Files.writeString(file, s, StandardCharsets.UTF_8);
    }
}
