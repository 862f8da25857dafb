package org.georc.benchmark.report;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.font.FontRenderContext;
import java.awt.font.LineMetrics;
import java.awt.geom.AffineTransform;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Line2D;
import java.awt.geom.Path2D;
import java.awt.geom.Rectangle2D;
import java.util.Locale;
import org.georc.benchmark.report.Figure.Anchor;
import org.georc.benchmark.report.Figure.Shape;

import static org.georc.benchmark.report.Figure.awt;
import static org.georc.benchmark.report.Figure.escape;
import static org.georc.benchmark.report.Figure.num;
import static org.georc.benchmark.report.Figure.printable;

/**
 * One drawing operation a {@link Figure} records, written as SVG by {@link #svg} or painted on a
 * Graphics2D by {@link #paint}, the same way, so that the SVG and the PNG agree.
 */
sealed interface DrawOp permits DrawOp.Group, DrawOp.End, DrawOp.Line, DrawOp.Rect, DrawOp.Circle, DrawOp.Marker,
        DrawOp.Text, DrawOp.Tooltip {
    /** @param out where the SVG element goes */
    void svg(StringBuilder out);

    /** @param g where the operation paints */
    void paint(Graphics2D g);

    record Group(String cssClass, String model) implements DrawOp {
        @Override
        public void svg(StringBuilder out) {
            out.append("<g class=\"").append(escape(cssClass)).append('"');
            if (model != null) {
                out.append(" data-model=\"").append(escape(model)).append('"');
            }
            out.append(">\n");
        }

        @Override
        public void paint(Graphics2D g) {
            // structure only
        }
    }

    record End() implements DrawOp {
        @Override
        public void svg(StringBuilder out) {
            out.append("</g>\n");
        }

        @Override
        public void paint(Graphics2D g) {
            // structure only
        }
    }

    record Line(String cssClass, double x1, double y1, double x2, double y2, String stroke, double width)
            implements DrawOp {
        @Override
        public void svg(StringBuilder out) {
            out.append("<line class=\"").append(escape(cssClass)).append("\" x1=\"").append(num(x1))
                    .append("\" y1=\"").append(num(y1)).append("\" x2=\"").append(num(x2)).append("\" y2=\"")
                    .append(num(y2)).append("\" stroke=\"").append(stroke).append("\" stroke-width=\"")
                    .append(num(width)).append("\"/>\n");
        }

        @Override
        public void paint(Graphics2D g) {
            Color c = awt(stroke);
            if (c != null) {
                g.setColor(c);
                // SVG's defaults: butt caps, miter joins
                g.setStroke(new BasicStroke((float) width, BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER));
                g.draw(new Line2D.Double(x1, y1, x2, y2));
            }
        }
    }

    record Rect(String cssClass, double x, double y, double w, double h, String fill, String stroke)
            implements DrawOp {
        @Override
        public void svg(StringBuilder out) {
            out.append("<rect class=\"").append(escape(cssClass)).append("\" x=\"").append(num(x)).append("\" y=\"")
                    .append(num(y)).append("\" width=\"").append(num(w)).append("\" height=\"").append(num(h))
                    .append("\" fill=\"").append(fill).append("\" stroke=\"").append(stroke).append("\"/>\n");
        }

        @Override
        public void paint(Graphics2D g) {
            if (w == 0 || h == 0) {
                return; // SVG draws nothing for a zero-sized rect
            }
            Rectangle2D r = new Rectangle2D.Double(x, y, w, h);
            Color f = awt(fill);
            if (f != null) {
                g.setColor(f);
                g.fill(r);
            }
            Color s = awt(stroke);
            if (s != null) {
                g.setColor(s);
                g.setStroke(new BasicStroke(1f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER));
                g.draw(r);
            }
        }
    }

    record Circle(String cssClass, double cx, double cy, double r, String fill) implements DrawOp {
        @Override
        public void svg(StringBuilder out) {
            out.append("<circle class=\"").append(escape(cssClass)).append("\" cx=\"").append(num(cx))
                    .append("\" cy=\"").append(num(cy)).append("\" r=\"").append(num(r)).append("\" fill=\"")
                    .append(fill).append("\"/>\n");
        }

        @Override
        public void paint(Graphics2D g) {
            Color f = awt(fill);
            if (f != null) {
                g.setColor(f);
                g.fill(new Ellipse2D.Double(cx - r, cy - r, 2 * r, 2 * r));
            }
        }
    }

    record Marker(String cssClass, Shape shape, double cx, double cy, double r, String fill) implements DrawOp {
        @Override
        public void svg(StringBuilder out) {
            if (shape == Shape.CIRCLE) {
                out.append("<circle class=\"").append(escape(cssClass)).append("\" cx=\"").append(num(cx))
                        .append("\" cy=\"").append(num(cy)).append("\" r=\"").append(num(r)).append('"');
            } else {
                out.append("<polygon class=\"").append(escape(cssClass)).append("\" points=\"");
                double[][] c = shape.corners(cx, cy, r);
                for (int i = 0; i < c.length; i++) {
                    out.append(i == 0 ? "" : " ").append(num(c[i][0])).append(',').append(num(c[i][1]));
                }
                out.append('"');
            }
            out.append(" data-shape=\"").append(shape.name().toLowerCase(Locale.ROOT)).append("\" data-x=\"")
                    .append(num(cx)).append("\" data-y=\"").append(num(cy)).append("\" fill=\"").append(fill)
                    .append("\"/>\n");
        }

        @Override
        public void paint(Graphics2D g) {
            Color f = awt(fill);
            if (f == null) {
                return;
            }
            java.awt.Shape outline;
            if (shape == Shape.CIRCLE) {
                outline = new Ellipse2D.Double(cx - r, cy - r, 2 * r, 2 * r);
            } else {
                Path2D.Double path = new Path2D.Double();
                double[][] c = shape.corners(cx, cy, r);
                path.moveTo(c[0][0], c[0][1]);
                for (int i = 1; i < c.length; i++) {
                    path.lineTo(c[i][0], c[i][1]);
                }
                path.closePath();
                outline = path;
            }
            g.setColor(f);
            g.fill(outline);
        }
    }

    record Text(String cssClass, double x, double y, String text, Anchor anchor, double size, boolean bold,
            double rotate) implements DrawOp {
        @Override
        public void svg(StringBuilder out) {
            out.append("<text class=\"").append(escape(cssClass)).append("\" x=\"").append(num(x)).append("\" y=\"")
                    .append(num(y)).append("\" text-anchor=\"").append(anchor.css())
                    .append("\" dominant-baseline=\"central\" font-size=\"").append(num(size)).append('"');
            if (bold) {
                out.append(" font-weight=\"bold\"");
            }
            if (rotate != 0) {
                out.append(" transform=\"rotate(").append(num(rotate)).append(' ').append(num(x)).append(' ')
                        .append(num(y)).append(")\"");
            }
            out.append('>').append(escape(text)).append("</text>\n");
        }

        @Override
        public void paint(Graphics2D g) {
            String shown = printable(text);
            if (shown.isEmpty()) {
                return;
            }
            Font font = new Font(Font.SANS_SERIF, bold ? Font.BOLD : Font.PLAIN, 1).deriveFont((float) size);
            FontRenderContext frc = g.getFontRenderContext();
            double width = font.getStringBounds(shown, frc).getWidth();
            LineMetrics lm = font.getLineMetrics(shown, frc);
            double dx = switch (anchor) {
                case START -> 0;
                case MIDDLE -> -width / 2;
                case END -> -width;
            };
            // "central": the middle of the em box sits on y
            double dy = (lm.getAscent() - lm.getDescent()) / 2;
            AffineTransform saved = g.getTransform();
            try {
                if (rotate != 0) {
                    g.rotate(Math.toRadians(rotate), x, y);
                }
                g.setColor(Color.BLACK);
                g.setFont(font);
                g.drawString(shown, (float) (x + dx), (float) (y + dy));
            } finally {
                g.setTransform(saved);
            }
        }
    }

    record Tooltip(String text) implements DrawOp {
        @Override
        public void svg(StringBuilder out) {
            out.append("<title>").append(escape(text)).append("</title>\n");
        }

        @Override
        public void paint(Graphics2D g) {
            // a PNG has no tooltips
        }
    }
}
