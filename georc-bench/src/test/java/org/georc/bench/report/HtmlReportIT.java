package org.georc.benchmark.report;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.time.Duration;
import java.util.List;
import java.util.logging.Level;
import org.georc.core.gtpred.GtpredScore;
import org.georc.core.scorefile.ScoreLines;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;
import org.openqa.selenium.NoAlertPresentException;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.interactions.Actions;
import org.openqa.selenium.logging.LogEntry;
import org.openqa.selenium.logging.LogType;
import org.openqa.selenium.logging.LoggingPreferences;
import org.openqa.selenium.support.ui.Select;

/**
 * The report in a real browser: Debian's chromium, headless, driven by its chromedriver. One
 * browser session serves every test. Needs {@code apt-get install chromium chromium-driver}
 * (.ci/run installs them); {@code -Dgeorc.browser=skip} skips on a machine without them.
 * Screenshots land in {@code target/report-screenshots/}.
 */
class HtmlReportIT {
    private static final Path CHROMIUM = Paths.get(System.getProperty("georc.chromium", "/usr/bin/chromium"));
    private static final Path CHROMEDRIVER = Paths.get(System.getProperty("georc.chromedriver", "/usr/bin/chromedriver"));
    private static final Path SHOTS = Paths.get("target", "report-screenshots");

    @TempDir
    static Path dir;
    static ChromeDriver driver;
    static String url;

    @BeforeAll
    static void openBrowser() throws Exception {
        org.junit.jupiter.api.Assumptions.assumeFalse("skip".equals(System.getProperty("georc.browser")),
                "-Dgeorc.browser=skip");
        assertThat(CHROMIUM).as("the browser tests need chromium: apt-get install -y chromium chromium-driver")
                .isExecutable();
        assertThat(CHROMEDRIVER).as("the browser tests need chromedriver: apt-get install -y chromium-driver")
                .isExecutable();
        ReportFixture fx = ReportFixture.write(dir);
        Path report = dir.resolve("report.html");
        HtmlReport.builder().scores(ScoreLines.read(fx.scores)).gtpred(GtpredScore.read(fx.gtpred))
                .chains(PairChains.read(fx.references, List.of(fx.candidates))).build().write(report);
        url = report.toUri().toString();

        ChromeOptions options = new ChromeOptions();
        options.setBinary(CHROMIUM.toFile());
        options.addArguments("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                "--disable-background-networking", "--disable-component-update", "--disable-sync",
                "--disable-dev-shm-usage", "--window-size=1400,1000",
                "--user-data-dir=" + Files.createTempDirectory(dir, "chromium-profile"));
        LoggingPreferences logs = new LoggingPreferences();
        logs.enable(LogType.BROWSER, Level.ALL);
        options.setCapability("goog:loggingPrefs", logs);
        ChromeDriverService service = new ChromeDriverService.Builder().usingDriverExecutable(CHROMEDRIVER.toFile())
                .usingAnyFreePort().build();
        driver = new ChromeDriver(service, options);
        driver.manage().timeouts().pageLoadTimeout(Duration.ofSeconds(30));
        Files.createDirectories(SHOTS);
    }

    @AfterAll
    static void closeBrowser() {
        if (driver != null) {
            driver.quit();
        }
    }

    @BeforeEach
    void freshPage() {
        driver.get("about:blank");
        driver.manage().logs().get(LogType.BROWSER); // drain: each test sees only its own messages
        driver.get(url);
    }

    private static List<LogEntry> consoleMessages() {
        return driver.manage().logs().get(LogType.BROWSER).getAll();
    }

    private void openPair(String model, String id) {
        WebElement link = driver.findElements(By.cssSelector("section.model")).stream()
                .filter(s -> s.findElement(By.tagName("h3")).getText().startsWith(model + " ")).findFirst()
                .orElseThrow().findElements(By.cssSelector("table.pairs tbody th a")).stream()
                .filter(a -> a.getText().equals(id)).findFirst().orElseThrow();
        link.click();
        // the view is drawn on the hashchange event, which the browser dispatches after the click returns
        String title = model + "\u2019s pairs";
        eventually(() -> driver.findElement(By.id("pair")).isDisplayed()
                && driver.findElement(By.id("pair-body")).getText().contains("Back to " + title));
    }

    /** Waits up to 10 s for a condition the page reaches after an event. */
    private static void eventually(java.util.function.BooleanSupplier condition) {
        new org.openqa.selenium.support.ui.WebDriverWait(driver, Duration.ofSeconds(10))
                .until(d -> condition.getAsBoolean());
    }

    private static void hover(WebElement e) {
        new Actions(driver).moveToElement(e).perform();
        eventually(() -> e.getAttribute("class").contains("active"));
    }

    @Test
    void theReportOpensWithNoConsoleMessage() {
        assertThat(driver.findElement(By.id("leaderboard-table")).isDisplayed()).isTrue();
        assertThat(driver.findElements(By.cssSelector("#figures svg"))).hasSize(2);
        assertThat(consoleMessages()).isEmpty();
        // the capture works: a message the page logs is seen
        driver.executeScript("console.error('probe from the test')");
        assertThat(consoleMessages()).extracting(LogEntry::getMessage).anyMatch(m -> m.contains("probe from the test"));
    }

    @Test
    void aModelsSectionListsItsPairsAndItsFiltersHideTheOthers() {
        WebElement section = driver.findElement(By.cssSelector("#model-0"));
        String model = section.findElement(By.tagName("h3")).getText();
        assertThat(model).startsWith("vlm-a ");
        List<WebElement> rows = section.findElements(By.cssSelector("table.pairs tbody tr"));
        assertThat(rows).extracting(r -> r.findElement(By.tagName("th")).getText()).containsExactly("loc-1", "loc-2");
        new Select(section.findElement(By.name("country"))).selectByValue("Australia");
        eventually(() -> section.findElement(By.className("count")).getText().equals("1 of 2 pairs"));
        assertThat(rows.get(0).isDisplayed()).isFalse();
        assertThat(rows.get(1).isDisplayed()).isTrue();
        assertThat(section.findElement(By.className("count")).getText()).isEqualTo("1 of 2 pairs");
        new Select(section.findElement(By.name("country"))).selectByValue("");
        new Select(section.findElement(By.name("flag"))).selectByValue("axiomatic_irrelevance");
        eventually(() -> !rows.get(1).isDisplayed());
        assertThat(rows.get(0).isDisplayed()).isTrue();
        assertThat(rows.get(1).isDisplayed()).isFalse();
        assertThat(consoleMessages()).isEmpty();
    }

    @Test
    void sortingTheLeaderboardByAColumnReordersItsRows() {
        WebElement table = driver.findElement(By.id("leaderboard-table"));
        List<WebElement> heads = table.findElements(By.cssSelector("thead th"));
        int f1 = heads.stream().map(WebElement::getText).toList().indexOf("F1");
        heads.get(f1).findElement(By.tagName("button")).click();
        assertThat(heads.get(f1).getAttribute("aria-sort")).isEqualTo("ascending");
        List<String> order = table.findElements(By.cssSelector("tbody th")).stream().map(WebElement::getText).toList();
        assertThat(order.get(0)).isEqualTo("vlm-b");   // the lowest mean F1 first
        assertThat(order.get(order.size() - 1)).isEqualTo("vlm-a");
    }

    @Test
    void hoveringAStatementHighlightsItsBestSupportOnTheOtherSide() {
        openPair("vlm-a", "loc-1");
        List<WebElement> cand = driver.findElements(By.cssSelector("ol[data-side=cand] > li.stmt"));
        List<WebElement> ref = driver.findElements(By.cssSelector("ol[data-side=ref] > li.stmt"));
        assertThat(cand).hasSize(3);
        assertThat(ref).hasSize(2);
        assertThat(cand.get(1).getText()).contains("Cars keep to the right.", "credit 0.80");
        hover(cand.get(1));
        assertThat(ref.get(1).getAttribute("class")).contains("best");
        assertThat(ref.get(0).getAttribute("class")).doesNotContain("best", "support");
        assertThat(ref.get(1).getText()).contains("best support");
        hover(cand.get(0));
        assertThat(ref.get(0).getAttribute("class")).contains("best");
        assertThat(ref.get(1).getAttribute("class")).doesNotContain("best");
        assertThat(driver.findElement(By.id("pair-status")).getText())
                .isEqualTo("Candidate statement 1: best support is reference statement 1 (credit 1.00)");
        assertThat(consoleMessages()).isEmpty();
    }

    @Test
    void focusingAStatementWithTheKeyboardHighlightsItsSupportToo() {
        openPair("vlm-a", "loc-1");
        List<WebElement> cand = driver.findElements(By.cssSelector("ol[data-side=cand] > li.stmt"));
        List<WebElement> ref = driver.findElements(By.cssSelector("ol[data-side=ref] > li.stmt"));
        assertThat(cand.get(0).getAttribute("tabindex")).isEqualTo("0");
        driver.executeScript("arguments[0].focus()", cand.get(0));
        cand.get(0).sendKeys(Keys.ARROW_DOWN);
        eventually(() -> driver.switchTo().activeElement().equals(cand.get(1)));
        assertThat(ref.get(1).getAttribute("class")).contains("best");
        cand.get(1).sendKeys(Keys.ARROW_LEFT);
        eventually(() -> driver.switchTo().activeElement().equals(ref.get(1)));
        assertThat(cand.get(1).getAttribute("class")).contains("best");
    }

    @Test
    void flaggedStatementsCarryTheirLabelAsWellAsTheirColour() {
        openPair("vlm-a", "loc-1");
        WebElement filler = driver.findElements(By.cssSelector("ol[data-side=cand] > li.stmt")).get(2);
        assertThat(filler.getAttribute("class")).contains("flag-axiomatic_irrelevance");
        assertThat(filler.getText()).contains("axiomatic irrelevance", "The sky is blue.");
        String border = filler.getCssValue("border-left-color");
        assertThat(border).isEqualTo("rgba(106, 27, 154, 1)"); // purple, as in the paper's Figure 7
    }

    @Test
    void flagLabelsAndMarksMeetTheAaContrastRatio() {
        openPair("vlm-a", "loc-1");
        hover(driver.findElements(By.cssSelector("ol[data-side=cand] > li.stmt")).get(1));
        List<WebElement> checked = new java.util.ArrayList<>(driver.findElements(By.cssSelector(".flag-legend .badge")));
        checked.add(driver.findElement(By.cssSelector("li.stmt.best .mark")));
        checked.addAll(driver.findElements(By.cssSelector("#pair-body .ok, .credit .num")));
        for (WebElement e : checked) {
            double[] fg = rgb(e.getCssValue("color"));
            double[] bg = background(e);
            assertThat(contrast(fg, bg)).as("contrast of \"%s\"", e.getText()).isGreaterThanOrEqualTo(4.5);
        }
    }

    /** The first opaque background colour of the element or its ancestors (white at the top). */
    private static double[] background(WebElement e) {
        WebElement cur = e;
        while (true) {
            String c = cur.getCssValue("background-color");
            if (!c.equals("rgba(0, 0, 0, 0)") && !c.equals("transparent")) {
                return rgb(c);
            }
            if (cur.getTagName().equals("html")) {
                return new double[] {255, 255, 255};
            }
            cur = cur.findElement(By.xpath(".."));
        }
    }

    private static double[] rgb(String css) {
        String[] p = css.replaceAll("[^0-9.,]", "").split(",");
        return new double[] {Double.parseDouble(p[0]), Double.parseDouble(p[1]), Double.parseDouble(p[2])};
    }

    /** WCAG 2 contrast ratio of two sRGB colours. */
    private static double contrast(double[] a, double[] b) {
        double la = luminance(a);
        double lb = luminance(b);
        return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
    }

    private static double luminance(double[] c) {
        double[] l = new double[3];
        for (int i = 0; i < 3; i++) {
            double v = c[i] / 255;
            l[i] = v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4);
        }
        return 0.2126 * l[0] + 0.7152 * l[1] + 0.0722 * l[2];
    }

    @Test
    void aChainHoldingScriptTagsShowsThemAsTextAndRunsNothing() {
        openPair(ReportFixture.EVIL_MODEL, "loc-x");
        List<WebElement> cand = driver.findElements(By.cssSelector("ol[data-side=cand] > li.stmt"));
        assertThat(cand.get(0).findElement(By.className("text")).getText()).isEqualTo(ReportFixture.SCRIPT_STATEMENT);
        assertThat(cand.get(1).findElement(By.className("text")).getText()).isEqualTo(ReportFixture.HANDLER_STATEMENT);
        assertThat(driver.findElement(By.id("pair-title")).getText()).contains(ReportFixture.EVIL_MODEL);
        assertThat(driver.findElement(By.id("pair-body")).getText()).contains("</script><script>alert(3)</script>",
                "<i>ireland</i>");
        hover(cand.get(0));
        hover(cand.get(1));
        assertThat(driver.findElements(By.cssSelector("#pair-body img, #pair-body script, #pair-body b"))).isEmpty();
        assertThat(driver.executeScript("return typeof window.__pwned")).isEqualTo("undefined");
        assertThatThrownBy(() -> driver.switchTo().alert()).isInstanceOf(NoAlertPresentException.class);
        assertThat(consoleMessages()).isEmpty();
    }

    @Test
    void screenshotsOfTheLeaderboardAndOfAPairViewAreSaved() throws Exception {
        Path board = SHOTS.resolve("leaderboard.png");
        Files.write(board, driver.findElement(By.id("leaderboard")).getScreenshotAs(OutputType.BYTES));
        openPair("vlm-a", "loc-1");
        hover(driver.findElements(By.cssSelector("ol[data-side=cand] > li.stmt")).get(1));
        Path pair = SHOTS.resolve("pair.png");
        Files.write(pair, driver.findElement(By.id("pair")).getScreenshotAs(OutputType.BYTES));
        for (Path p : List.of(board, pair)) {
            byte[] png = Files.readAllBytes(p);
            assertThat(png).startsWith(0x89, 'P', 'N', 'G');
            java.awt.image.BufferedImage img = javax.imageio.ImageIO.read(p.toFile());
            assertThat(img.getWidth()).as("%s width", p).isGreaterThan(600);
            assertThat(img.getHeight()).as("%s height", p).isGreaterThan(150);
            assertThat(png.length).as("%s bytes", p).isBetween(10_000, 5_000_000);
        }
    }
}
