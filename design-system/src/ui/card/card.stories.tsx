import type { Meta, StoryObj } from "@storybook/react-vite";
import { Badge } from "../badge/badge.tsx";
import { Button } from "../button/button.tsx";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "./card.tsx";

const meta = {
  title: "Primitives/Card",
  component: Card,
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: () => (
    <Card className="max-w-sm">
      <CardHeader>
        <CardTitle>Sales, Service and Parts</CardTitle>
        <CardDescription>Open Monday to Saturday</CardDescription>
      </CardHeader>
      <CardContent>
        <p className="text-sm">A card groups one subject: a location, an offer, a vehicle.</p>
      </CardContent>
      <CardFooter>
        <Button size="sm">View Details</Button>
        <Button size="sm" variant="outline">
          Get Directions
        </Button>
      </CardFooter>
    </Card>
  ),
};

export const HeaderOnly: Story = {
  render: () => (
    <Card className="max-w-sm">
      <CardHeader>
        <div className="flex items-center gap-2">
          <CardTitle>Special offer</CardTitle>
          <Badge variant="success">Limited time</Badge>
        </div>
        <CardDescription>Ends at the end of the month.</CardDescription>
      </CardHeader>
    </Card>
  ),
};
